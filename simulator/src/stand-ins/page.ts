// What the three stand-in pages share (the OAuth provider, Stripe's checkout, the payout onboarding).
// Their templates live in ./templates, which the build copies next to the compiled file.
import { loadTemplate, templateText } from '../lib/html.js';

const TEMPLATES = new URL('./templates/', import.meta.url);

/** The text of templates/<name>, read now. */
export const standInText = (name: string) => templateText(new URL(name, TEMPLATES));

/** The renderer of templates/<name>, read now. */
export const standInTemplate = (name: string) => loadTemplate(new URL(name, TEMPLATES));
