/* global document */
// The QA console's entry: the theme picker, then each section filled from the control API. An action that
// changes more than its own section refreshes the others (a reset changes everything; the clock may send
// billing mails), and so does coming back to the tab, where the app may have sent mails and requests.
import { sandboxesSection } from './console-sandboxes.js';
import {
  clockSection,
  faultsSection,
  savedStatesSection,
  scenariosSection,
  sessionsSection,
} from './console-state.js';
import { journalSection, outboxSection } from './console-traffic.js';

const THEME_KEY = 'sponsorspot-console-theme';
const picker = document.getElementById('theme');
function applyTheme(theme) {
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}
try {
  picker.value = localStorage.getItem(THEME_KEY) ?? '';
} catch {
  // Storage refused (a private window's settings): the picker still works for this visit.
}
applyTheme(picker.value);
picker.addEventListener('change', () => {
  applyTheme(picker.value);
  try {
    localStorage.setItem(THEME_KEY, picker.value);
  } catch {
    // As above.
  }
});

const outbox = outboxSection();
const journal = journalSection();
const faults = faultsSection();
const clock = clockSection({ changed: () => Promise.all([outbox.load(), journal.load()]) });
const sessions = sessionsSection();
const everything = [clock, faults, sessions, outbox, journal];
const scenarios = scenariosSection({
  afterReset: () => Promise.all([scenarios, ...everything].map((section) => section.load())),
});

savedStatesSection({
  afterLoad: () => Promise.all([scenarios, ...everything].map((section) => section.load())),
});
const sandboxes = sandboxesSection({
  changed: () => Promise.all([scenarios, ...everything].map((section) => section.load())),
});

void Promise.all([sandboxes, scenarios, ...everything].map((section) => section.load()));

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible')
    void Promise.all([clock, faults, outbox, journal].map((section) => section.load()));
});
