/**
 * Toasts through the app shell's sonner: the shell's Toaster (components/ui/toaster.tsx, mounted by
 * providers.tsx, which every page but the landing page loads first) hands sonner over here. Pages
 * import this instead of 'sonner', so that no route chunk carries sonner's 9 KB again
 * (scripts/check-bundle-budget.mjs counts what each route imports; ADR 009).
 */
type Kind = 'success' | 'error' | 'info';
type Show = (kind: Kind, message: string) => void;

let shown: Show | null = null;
/** Toasts asked for before the shell handed sonner over (none in practice: pages mount inside it). */
const waiting: Array<[Kind, string]> = [];

/** Called once by the shell's Toaster module with sonner's toast. */
export function showToastsWith(show: Show) {
  shown = show;
  for (const [kind, message] of waiting.splice(0)) show(kind, message);
}

const show = (kind: Kind) => (message: string) => {
  if (shown) shown(kind, message);
  else waiting.push([kind, message]);
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };
