// The QA console's Sandboxes section: open one from a scenario, list them, enter one (so every other section,
// and the app in this browser, use its data), leave it, end it. Entering and leaving are the simulator's
// calls: it sets and clears the sim_sandbox cookie (HttpOnly, so out of this script's reach), reads it on
// every request (plugins/sandboxes.ts) and says in the list which sandbox this browser is in.
import { call, count, formatTime, h, perform, section } from './console-lib.js';

const MiB = 2 ** 20;

/**
 * The QA data's memory budget (SIM_QA_MEMORY_MB): what sandboxes and state loads hold now against the
 * limit, past which opening one or loading a state is refused (409 qa_budget_exceeded).
 */
function memoryMeter({ usedBytes, limitBytes }) {
  const used = Math.round(usedBytes / MiB);
  const limit = Math.round(limitBytes / MiB);
  return h(
    'p',
    { class: 'muted', 'data-qa-memory': '' },
    h('label', { for: 'qa-memory', text: 'QA data memory: ' }),
    h('meter', { id: 'qa-memory', min: 0, max: limit, value: Math.min(used, limit), high: limit * 0.8 }),
    ` ${used} of ${limit} MiB held by sandboxes and state loads; past the limit, opening a sandbox or loading a state is refused.`,
  );
}

export function sandboxesSection({ changed }) {
  const sec = section('sandboxes');
  const form = sec.root.querySelector('[data-open-sandbox]');
  const select = form.elements.namedItem('scenario');
  const where = sec.root.querySelector('[data-where]');
  const leaveButton = sec.root.querySelector('[data-leave]');

  /** Says which data set this browser uses: `id` is the sandbox its cookie names, or null. */
  function showWhere(open, id) {
    const current = open.find((sandbox) => sandbox.id === id);
    leaveButton.hidden = id === null;
    where.textContent =
      id === null
        ? 'This browser uses the default data set.'
        : current
          ? `This browser is in sandbox ${id} (${current.scenario}): every section of this page and the app in this browser use its data.`
          : `This browser's cookie names sandbox ${id}, which has ended: leave it to use the default data set.`;
  }

  const item = (sandbox, current) =>
    h(
      'li',
      { class: current ? 'current' : undefined },
      h(
        'div',
        { class: 'item-title' },
        h(
          'h3',
          {},
          h('code', { text: sandbox.id }),
          current && h('span', { class: 'badge', text: 'entered' }),
        ),
        h(
          'div',
          { class: 'buttons' },
          !current &&
            h('button', {
              type: 'button',
              class: 'primary',
              text: 'Enter',
              'aria-label': `Enter sandbox ${sandbox.id}`,
              onclick: (event) => enter(event.currentTarget, sandbox.id),
            }),
          h('button', {
            type: 'button',
            text: 'End',
            'aria-label': `End sandbox ${sandbox.id}`,
            onclick: (event) => end(event.currentTarget, sandbox.id),
          }),
        ),
      ),
      h('p', { text: `${sandbox.scenario}, opened ${formatTime(sandbox.createdAt)}` }),
    );

  async function loadScenarios() {
    if (select.options.length > 0) return;
    try {
      const { scenarios } = await call('listScenarios');
      select.replaceChildren(...scenarios.map((s) => h('option', { value: s.name, text: s.name })));
    } catch {
      // Inside an ended sandbox every other call is refused: the list above says so and offers to leave.
    }
  }

  async function load() {
    try {
      const [{ sandboxes, limit, entered, memory }] = await Promise.all([
        call('listSandboxes'),
        loadScenarios(),
      ]);
      showWhere(sandboxes, entered);
      sec.show(
        memoryMeter(memory),
        sandboxes.length === 0
          ? h('p', { class: 'muted', text: `No sandbox is open (up to ${limit} at once).` })
          : h(
              'div',
              {},
              h('p', {
                class: 'muted',
                text: `${count(sandboxes.length, 'sandbox', 'sandboxes')} open of ${limit}.`,
              }),
              h(
                'ul',
                { class: 'items' },
                sandboxes.map((sandbox) => item(sandbox, sandbox.id === entered)),
              ),
            ),
      );
    } catch (problem) {
      sec.failed('The sandboxes', problem);
    }
  }

  const enter = (button, id) =>
    perform(sec, { button, failure: `Could not enter sandbox ${id}` }, async () => {
      await call('enterSandbox', { params: { id } });
      await Promise.all([load(), changed()]);
      sec.report(`Entered sandbox ${id}.`);
    });

  const leave = (button) =>
    perform(sec, { button, failure: 'Could not leave the sandbox' }, async () => {
      await call('leaveSandbox');
      await Promise.all([load(), changed()]);
      sec.report('Left the sandbox: this browser uses the default data set.');
    });

  // Ending the sandbox this browser is in leaves it as well: the simulator clears the cookie in its answer.
  const end = (button, id) =>
    perform(sec, { button, failure: `Could not end sandbox ${id}` }, async () => {
      await call('endSandbox', { params: { id } });
      await Promise.all([load(), changed()]);
      sec.report(`Ended sandbox ${id}.`);
    });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const button = form.querySelector('button[type="submit"]');
    void perform(sec, { button, failure: 'Could not open a sandbox', form }, async () => {
      const sandbox = await call('createSandbox', { body: { scenario: select.value } });
      await load();
      sec.report(
        `Opened sandbox ${sandbox.id} from ${sandbox.scenario} in ${Math.round(sandbox.createMs)} ms.`,
      );
    });
  });
  leaveButton.addEventListener('click', () => void leave(leaveButton));

  return { load };
}
