// The QA console's sections that show what went through the simulator: the outbox (each mail's code and link
// one click away) and the request journal (filtered, bodies on demand). Newest first in both.
import { call, count, formatTime, h, perform, section } from './console-lib.js';

export function outboxSection() {
  const sec = section('outbox');
  const form = sec.root.querySelector('[data-filter]');
  const to = () => form.elements.namedItem('to').value.trim();

  async function copy(text, what) {
    try {
      await navigator.clipboard.writeText(text);
      sec.report(`Copied the ${what}: ${text}`, { focus: false });
    } catch {
      sec.report(`Could not copy the ${what}: select it and copy it yourself.`, {
        error: true,
        focus: false,
      });
    }
  }

  const copyButton = (text, what) =>
    h('button', { type: 'button', class: 'small', text: `Copy ${what}`, onclick: () => copy(text, what) });

  const mail = (message) =>
    h(
      'li',
      {},
      h(
        'div',
        { class: 'item-title' },
        h('h3', { text: message.subject }),
        h('span', { class: 'muted', text: formatTime(message.sentAt) }),
      ),
      h('p', {}, 'To ', h('strong', { text: message.to }), ` · ${message.kind}`),
      message.code &&
        h(
          'p',
          { class: 'copyable' },
          'Code ',
          h('code', { class: 'mail-code', text: message.code }),
          copyButton(message.code, 'code'),
        ),
      message.link &&
        h(
          'p',
          { class: 'copyable' },
          'Link ',
          h('a', { href: message.link, text: message.link }),
          copyButton(message.link, 'link'),
        ),
    );

  async function load() {
    try {
      const { messages } = await call('listOutbox', { query: { to: to() } });
      sec.show(
        messages.length === 0
          ? h('p', { class: 'muted', text: to() ? `No mail to ${to()}.` : 'No mail yet.' })
          : h('ul', { class: 'items', 'aria-label': 'Mails, newest first' }, messages.reverse().map(mail)),
      );
      return messages;
    } catch (problem) {
      sec.failed('The outbox', problem);
      return null;
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void perform(sec, { button: event.submitter, failure: 'Could not read the outbox', form }, async () => {
      sec.loading('Loading mails…');
      const messages = await load();
      if (messages) sec.report(`${count(messages.length, 'mail')}${to() ? ` to ${to()}` : ''}.`);
    });
  });

  sec.root.querySelector('[data-clear]').addEventListener('click', (event) =>
    perform(sec, { button: event.currentTarget, failure: 'Could not empty the outbox' }, async () => {
      const { cleared } = await call('clearOutbox');
      await load();
      sec.report(`Emptied the outbox: ${count(cleared, 'mail')} removed.`);
    }),
  );

  return { load };
}

const JOURNAL_LIMIT = 100;

function requestDetails(entry) {
  const failed = entry.status === 0 || entry.status >= 400;
  const fact = (term, ...value) => [h('dt', { text: term }), h('dd', {}, ...value)];
  return h(
    'details',
    {},
    h(
      'summary',
      {},
      h('span', {
        class: failed ? 'status failed' : 'status',
        text: entry.status === 0 ? 'dropped' : entry.status,
      }),
      ` ${entry.method} ${entry.path}${entry.query ? `?${entry.query}` : ''}`,
      h('span', { class: 'muted', text: ` · ${Math.round(entry.durationMs)} ms · ${formatTime(entry.at)}` }),
    ),
    h(
      'dl',
      { class: 'facts' },
      fact('Tenant', entry.tenant ?? 'none'),
      fact('Bearer token', entry.authorized ? 'sent' : 'none'),
      fact('Fault', entry.faultId === null ? 'none' : `fault ${entry.faultId}`),
      fact(
        'Body',
        entry.body === undefined
          ? 'none'
          : h('pre', {
              text: typeof entry.body === 'string' ? entry.body : JSON.stringify(entry.body, null, 2),
            }),
        entry.bodyTruncatedFrom !== undefined &&
          h('span', { class: 'muted', text: `The first 4,096 of ${entry.bodyTruncatedFrom} characters.` }),
      ),
    ),
  );
}

export function journalSection() {
  const sec = section('journal');
  const form = sec.root.querySelector('[data-filter]');
  const field = (name) => form.elements.namedItem(name).value.trim();

  async function load() {
    const query = {
      method: field('method'),
      path: field('path'),
      status: field('status'),
      limit: JOURNAL_LIMIT,
    };
    const { requests } = await call('listRequests', { query });
    sec.show(
      requests.length === 0
        ? h('p', { class: 'muted', text: 'No request matches.' })
        : h(
            'ul',
            { class: 'items', 'aria-label': 'Requests, newest first' },
            requests.reverse().map((entry) => h('li', {}, requestDetails(entry))),
          ),
    );
    return requests;
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void perform(sec, { button: event.submitter, failure: 'Could not read the journal', form }, async () => {
      sec.loading('Loading requests…');
      const requests = await load().catch((problem) => {
        sec.failed('The journal', problem);
        throw problem;
      });
      sec.report(`${count(requests.length, 'request')} ${requests.length === 1 ? 'matches' : 'match'}.`);
    });
  });

  sec.root.querySelector('[data-clear]').addEventListener('click', (event) =>
    perform(sec, { button: event.currentTarget, failure: 'Could not empty the journal' }, async () => {
      const { cleared } = await call('clearRequests');
      await load();
      sec.report(`Emptied the journal: ${count(cleared, 'request')} removed.`);
    }),
  );

  return {
    load: () =>
      load().catch((problem) => {
        sec.failed('The journal', problem);
      }),
  };
}
