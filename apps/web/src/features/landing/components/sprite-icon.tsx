import companiesUrl from '../assets/companies.svg?no-inline';
import iconsUrl from '../assets/icons.svg?no-inline';

// Sprites are separate cached files rather than inline SVG, to keep the artwork out of the landing
// page's JavaScript budget; <use> still takes the surrounding text colour, so both themes work.
const SPRITES = { icons: iconsUrl, companies: companiesUrl } as const;

type Props = {
  sprite?: keyof typeof SPRITES;
  id: string;
  className: string;
  /** Names the picture; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
};

export function SpriteIcon({ sprite = 'icons', id, className, label }: Props) {
  const use = <use href={`${SPRITES[sprite]}#${id}`} />;
  return label ? (
    <svg role="img" aria-label={label} className={className}>
      {use}
    </svg>
  ) : (
    <svg aria-hidden="true" className={className}>
      {use}
    </svg>
  );
}
