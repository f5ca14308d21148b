// Text-direction controls in names (issue 31, defect 9). The bidirectional embeddings, overrides and
// isolates (U+202A–U+202E, U+2066–U+2069) reorder the letters after them: "invoice\u202Egpj.exe"
// shows as "invoiceexe.jpg" (the Trojan Source trick, CVE-2021-42574). Names refuse them; file names
// lose them (apps/api lib/text-guard). The marks U+200E, U+200F and U+061C are not among them: they
// only settle where neutral characters (spaces, punctuation) go, cannot turn a run of letters around,
// and names that mix right-to-left and left-to-right text need them. Arabic and Hebrew letters are
// ordinary letters. Zod-free: both the schemas and the API's multipart reader use it.

const CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const DIRECTION_CONTROLS_MESSAGE = 'Names cannot contain text-direction control characters';

export const hasDirectionControls = (text: string) => CONTROL.test(text);

export const withoutDirectionControls = (text: string) => text.replace(CONTROLS, '');
