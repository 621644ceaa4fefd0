/* global window */
// The QA console's sections that change the simulator's state: scenarios (reset, and opening the app as one of
// the loaded scenario's logins), saved states, the clock, faults and sessions. Each answers {load}, which fills
// it without taking focus; `changed` tells the page what else an action may have changed.
import { call, clearFieldErrors, count, fieldError, formatTime, h, perform, section } from './console-lib.js';

export function scenariosSection({ afterReset }) {
  const sec = section('scenarios');

  // Folded, but for the loaded scenario's: with every scenario's logins open, the list would push the rest of
  // the console far down. Only the loaded scenario's logins can be opened in the app (its data is the one the
  // app uses).
  const loginList = (scenario, current) =>
    h(
      'details',
      { class: 'logins', open: current },
      h('summary', { text: `Logins (${scenario.logins.length})` }),
      h(
        'ul',
        { 'aria-label': `Logins of ${scenario.name}` },
        scenario.logins.map((login) =>
          h(
            'li',
            {},
            h('code', { text: login.email }),
            ' / ',
            h('code', { text: login.password }),
            ` — ${login.shows}`,
            current &&
              h(
                'div',
                {},
                h('button', {
                  type: 'button',
                  class: 'small',
                  text: `Open the app as ${login.email}`,
                  onclick: (event) => openAppAs(event.currentTarget, login.email),
                }),
              ),
          ),
        ),
      ),
    );

  const item = (scenario, current) =>
    h(
      'li',
      { class: current ? 'current' : undefined },
      h(
        'div',
        { class: 'item-title' },
        h('h3', {}, scenario.name, current && h('span', { class: 'badge', text: 'current' })),
        h('button', {
          type: 'button',
          class: current ? undefined : 'primary',
          text: `Reset to ${scenario.name}`,
          onclick: (event) => reset(event.currentTarget, scenario.name),
        }),
      ),
      scenario.description && h('p', { text: scenario.description }),
      Array.isArray(scenario.logins) && scenario.logins.length > 0 && loginList(scenario, current),
    );

  async function load() {
    try {
      const { scenarios, current } = await call('listScenarios');
      sec.show(
        scenarios.length === 0
          ? h('p', { class: 'muted', text: 'There are no scenarios under seeds/scenarios.' })
          : h(
              'ul',
              { class: 'items' },
              scenarios.map((scenario) => item(scenario, scenario.name === current)),
            ),
      );
    } catch (problem) {
      sec.failed('The scenarios', problem);
    }
  }

  /**
   * Whether a reset here would replace the shared data set (this browser is in no sandbox), which everyone
   * using the simulator shares. When the sandboxes cannot be read, it is taken to be shared: better to ask.
   */
  async function resetsSharedData() {
    try {
      return (await call('listSandboxes')).entered === null;
    } catch {
      return true;
    }
  }

  const reset = (button, scenario) =>
    perform(sec, { button, failure: `Could not reset to ${scenario}` }, async () => {
      if (
        (await resetsSharedData()) &&
        !window.confirm(
          `Reset the shared data set to ${scenario}? Everyone using this simulator loses its data, ` +
            'sessions, mails and faults. (A sandbox of your own resets without asking.)',
        )
      ) {
        sec.report('Not reset: the shared data set stays as it was.');
        return;
      }
      const answer = await call('reset', { body: { scenario } });
      await afterReset();
      sec.report(`Reset to ${answer.scenario} in ${Math.round(answer.resetMs)} ms.`);
    });

  /**
   * One click to be that user in a new tab: the simulator makes a one-time sign-in (POST /__sim/sign-ins) and
   * the tab opens its link, the app's /login?as={code}, in this browser's data set (a sandbox's, if entered).
   */
  const openAppAs = (button, email) => {
    // Opened now, while the click still counts as the user's: a tab opened after an await is a pop-up that
    // browsers block. It gets its address once the simulator answers.
    const tab = window.open('', '_blank');
    return perform(sec, { button, failure: `Could not open the app as ${email}` }, async () => {
      try {
        const { link } = await call('grantSignIn', { body: { email } });
        if (tab) {
          tab.opener = null;
          tab.location.href = link;
        } else {
          window.open(link, '_blank', 'noopener');
        }
        sec.report(`Opened the app as ${email} in a new tab.`);
      } catch (problem) {
        tab?.close();
        throw problem;
      }
    });
  };

  return { load };
}

const HOUR = 3600;
const DAY = 24 * HOUR;
const ADVANCE_LABEL = { hour: 'an hour', day: 'a day' };

/** "3 days 4 h 5 min ahead of real time", "real time". */
function describeOffset(offsetMs) {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  if (minutes === 0) return 'Real time';
  const days = Math.floor(minutes / (24 * 60));
  const parts = [
    days > 0 && count(days, 'day'),
    `${Math.floor((minutes / 60) % 24)} h`,
    `${minutes % 60} min`,
  ];
  return `${parts.filter(Boolean).join(' ')} ${offsetMs > 0 ? 'ahead of' : 'behind'} real time`;
}

export function clockSection({ changed }) {
  const sec = section('clock');
  const nowSlot = sec.root.querySelector('[data-now]');
  const offsetSlot = sec.root.querySelector('[data-offset]');
  const setForm = sec.root.querySelector('[data-set-clock]');
  /** The simulator's real time minus this browser's, and its offset, as last answered. */
  let skewMs = 0;
  let offsetMs = null;
  const simulatorNow = () => new Date(Date.now() + skewMs + (offsetMs ?? 0));

  function show(state) {
    offsetMs = state.offsetMs;
    skewMs = Date.parse(state.now) - state.offsetMs - Date.now();
    nowSlot.textContent = formatTime(state.now);
    offsetSlot.textContent = describeOffset(state.offsetMs);
  }
  setInterval(() => {
    if (offsetMs !== null) nowSlot.textContent = formatTime(simulatorNow().toISOString());
  }, 1000);

  async function load() {
    try {
      show(await call('getClock'));
    } catch (problem) {
      nowSlot.textContent = `Could not be read: ${problem.message}`;
    }
  }

  const move = (button, body, what) =>
    perform(sec, { button, failure: 'Could not move the clock', form: setForm }, async () => {
      const state = await call('moveClock', { body });
      show(state);
      await changed();
      sec.report(`${what}: the simulator's time is ${formatTime(state.now)}.`);
    });

  for (const button of sec.root.querySelectorAll('[data-advance]')) {
    button.addEventListener('click', () => {
      const unit = button.dataset.advance;
      let seconds = unit === 'hour' ? HOUR : DAY;
      if (unit === 'month') {
        // A calendar month (UTC) from the simulator's date, as a monthly plan's period runs.
        const from = simulatorNow();
        const to = new Date(from);
        to.setUTCMonth(from.getUTCMonth() + 1);
        seconds = Math.round((to.getTime() - from.getTime()) / 1000);
      }
      const label =
        unit === 'month' ? `a month (${count(Math.round(seconds / DAY), 'day')})` : ADVANCE_LABEL[unit];
      void move(button, { advanceSeconds: seconds }, `Moved forward ${label}`);
    });
  }

  sec.root.querySelector('[data-real-time]').addEventListener('click', (event) => {
    void move(event.currentTarget, { offsetMs: 0 }, 'Back to real time');
  });

  setForm.addEventListener('submit', (event) => {
    event.preventDefault();
    clearFieldErrors(setForm);
    const value = setForm.elements.namedItem('at').value;
    const target = value ? new Date(value) : null;
    if (target === null || Number.isNaN(target.getTime())) {
      fieldError(setForm, 'at', 'Choose a date and a time.')?.focus();
      return;
    }
    const offset = Math.round(target.getTime() - (Date.now() + skewMs));
    void move(event.submitter, { offsetMs: offset }, 'Clock set');
  });

  return { load };
}

/** "POST /sponsor/**: answers 503 maintenance "Down." · 1 of 2 left". */
function describeFault(fault) {
  const effects = [
    fault.delayMs > 0 && `waits ${fault.delayMs} ms`,
    fault.status !== null &&
      `answers ${fault.status} ${fault.code}${fault.message ? ` "${fault.message}"` : ''}`,
    fault.drop && 'drops the connection',
  ].filter(Boolean);
  const method = fault.method === '*' ? 'Any method' : fault.method;
  return `${method} ${fault.path}: ${effects.join(', then ')} · ${fault.remaining} of ${fault.times} left`;
}

/** The fault form's fields as the control API takes them; empty fields are left out. */
function faultBody(form) {
  const text = (name) => form.elements.namedItem(name).value.trim();
  const number = (name) => (text(name) === '' ? undefined : Number(text(name)));
  const body = {
    method: text('method') || undefined,
    path: text('path'),
    status: number('status'),
    code: text('code') || undefined,
    message: text('message') || undefined,
    delayMs: number('delayMs'),
    drop: form.elements.namedItem('drop').checked || undefined,
    times: number('times'),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

export function faultsSection() {
  const sec = section('faults');
  const form = sec.root.querySelector('[data-arm-fault]');

  const item = (fault) =>
    h(
      'li',
      { class: 'item-title' },
      h('span', { text: describeFault(fault) }),
      h('button', {
        type: 'button',
        class: 'small danger',
        text: 'Disarm',
        'aria-label': `Disarm fault ${fault.id}`,
        onclick: (event) => disarm(event.currentTarget, fault.id),
      }),
    );

  async function load() {
    try {
      const { faults } = await call('listFaults');
      sec.show(
        faults.length === 0
          ? h('p', { class: 'muted', text: 'No fault is armed.' })
          : h('ul', { class: 'items', 'aria-label': 'Armed faults' }, faults.map(item)),
      );
      return faults;
    } catch (problem) {
      sec.failed('The faults', problem);
      return null;
    }
  }

  const disarm = (button, id) =>
    perform(sec, { button, failure: `Could not disarm fault ${id}` }, async () => {
      await call('clearFault', { params: { id } });
      await load();
      sec.report(`Disarmed fault ${id}.`);
    });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void perform(sec, { button: event.submitter, failure: 'Could not arm the fault', form }, async () => {
      if (faultBody(form).path === '') {
        fieldError(form, 'path', 'Path pattern is needed, e.g. /sponsor/api/v1/spot/search/.')?.focus();
        return;
      }
      const fault = await call('armFault', { body: faultBody(form) });
      await load();
      sec.report(`Armed fault ${fault.id}: ${describeFault(fault)}.`);
    });
  });

  sec.root.querySelector('[data-refresh]').addEventListener('click', (event) =>
    perform(sec, { button: event.currentTarget, failure: 'Could not read the faults' }, async () => {
      const faults = await load();
      if (faults) sec.report(`${count(faults.length, 'fault')} armed.`);
    }),
  );

  sec.root.querySelector('[data-clear]').addEventListener('click', (event) =>
    perform(sec, { button: event.currentTarget, failure: 'Could not disarm the faults' }, async () => {
      const { cleared } = await call('clearFaults');
      await load();
      sec.report(`Disarmed ${count(cleared, 'fault')}.`);
    }),
  );

  return { load };
}

export function sessionsSection() {
  const sec = section('sessions');
  const form = sec.root.querySelector('[data-expire]');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const user = form.elements.namedItem('user').value.trim();
    const body = /^\d+$/.test(user) ? { userId: Number(user) } : { email: user };
    const rename = { email: 'user', userId: 'user' };
    void perform(
      sec,
      { button: event.submitter, failure: 'Could not end the sessions', form, rename },
      async () => {
        if (user === '') {
          fieldError(form, 'user', 'Enter an email address or a user id.')?.focus();
          return;
        }
        try {
          const { revoked } = await call('expireSessions', { body });
          sec.report(
            revoked === 0
              ? `${user} had no session to end.`
              : `Ended ${count(revoked, 'session')} of ${user}.`,
          );
        } catch (problem) {
          if (problem.status === 404) {
            fieldError(form, 'user', 'No user has this email address or id.')?.focus();
            sec.report(`Could not end the sessions: no user ${user}.`, { error: true, focus: false });
            return;
          }
          throw problem;
        }
      },
    );
  });
  return { load: async () => {} };
}

/** Save: the data set as a scenario file, downloaded. Load: a saved file put back (everything changes). */
export function savedStatesSection({ afterLoad }) {
  const sec = section('saved-states');
  const form = sec.root.querySelector('[data-load-state]');

  sec.root.querySelector('[data-save-state]').addEventListener('click', (event) => {
    void perform(sec, { button: event.currentTarget, failure: 'Could not save the state' }, async () => {
      const state = await call('exportState');
      const file = `sponsorspot-state-${state.savedState.savedAt.replace(/[:.]/g, '-')}.json`;
      const url = URL.createObjectURL(new Blob([JSON.stringify(state)], { type: 'application/json' }));
      h('a', { href: url, download: file }).click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      sec.report(`Saved the state of ${formatTime(state.savedState.savedAt)} as ${file}.`);
    });
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = form.elements.namedItem('file').files[0];
    void perform(sec, { button: event.submitter, failure: 'Could not load the state', form }, async () => {
      if (!chosen) {
        fieldError(form, 'file', 'Choose a saved state file first.')?.focus();
        return;
      }
      let state;
      try {
        state = JSON.parse(await chosen.text());
      } catch {
        fieldError(form, 'file', `${chosen.name} is not a JSON file.`)?.focus();
        return;
      }
      const answer = await call('importState', { body: state });
      await afterLoad();
      sec.report(`Loaded ${chosen.name} (${answer.scenario}) in ${Math.round(answer.resetMs)} ms.`);
    });
  });

  return { load: async () => {} };
}
