/* global document */
// The QA console's plumbing: calls to the control API by the contract's endpoint names (the page lists each
// endpoint's method and path in data-endpoints), a small element builder, and a section's result line, list
// and field errors. Plain ES module, no build step.

const ENDPOINTS = JSON.parse(document.body.dataset.endpoints ?? '{}');

/** A refusal of the control API ({code, message, details?}), or no answer at all (status 0). */
export class ApiProblem extends Error {
  constructor(status, body) {
    super(body?.message ?? `The simulator answered ${status}.`);
    this.status = status;
    this.code = body?.code ?? '';
    this.details = Array.isArray(body?.details) ? body.details : [];
  }
}

/** Calls the control endpoint `name` of the contract; answers its JSON or throws an ApiProblem. */
export async function call(name, { params = {}, query = {}, body } = {}) {
  const declared = ENDPOINTS[name];
  if (declared === undefined) throw new ApiProblem(0, { message: `This simulator has no ${name} call.` });
  const [method, pattern] = declared.split(' ');
  let url = pattern.replace(/\{(\w+)\}/g, (_match, key) => encodeURIComponent(String(params[key])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  if (search.size > 0) url += `?${search}`;
  let response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiProblem(0, { message: 'The simulator did not answer: is it running?' });
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new ApiProblem(response.status, answer);
  return answer;
}

/** An element: h('li', {class: 'x', text: 'y', onclick: f}, child, ...); false and null props are left out. */
export function h(tag, props = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') element.className = value;
    else if (key === 'text') element.textContent = value;
    else if (key.startsWith('on')) element.addEventListener(key.slice(2), value);
    else element.setAttribute(key, value === true ? '' : String(value));
  }
  element.append(
    ...children.flat().filter((child) => child !== null && child !== undefined && child !== false),
  );
  return element;
}

/** "1 mail", "2 mails". */
export const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A time as this browser shows it, to the second. */
export const formatTime = (iso) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A section of the page: its result line (a live region that takes focus), its list and its forms' errors. */
export function section(id) {
  const root = document.getElementById(id);
  const result = root.querySelector('[data-result]');
  const list = root.querySelector('[data-list]');
  return {
    root,
    /** Says what an action did; the result line takes focus unless `focus` is false. */
    report(message, { error = false, focus = true } = {}) {
      result.textContent = message;
      result.classList.toggle('error', error);
      if (focus) result.focus();
    },
    loading(text) {
      list.setAttribute('aria-busy', 'true');
      list.replaceChildren(h('p', { class: 'muted', text }));
    },
    show(...nodes) {
      list.removeAttribute('aria-busy');
      list.replaceChildren(...nodes);
    },
    /** The list could not be loaded: says so where the list would be. */
    failed(what, problem) {
      list.removeAttribute('aria-busy');
      list.replaceChildren(
        h('p', { class: 'result error', text: `${what} could not be loaded: ${problem.message}` }),
      );
    },
  };
}

/** Clears a form's field errors. */
export function clearFieldErrors(form) {
  for (const slot of form.querySelectorAll('[data-error-for]')) slot.textContent = '';
  for (const field of form.querySelectorAll('[aria-invalid]')) field.removeAttribute('aria-invalid');
}

/**
 * Shows `message` under the form's field `name` and marks it invalid; answers the field, or null when the
 * form has none of that name.
 */
export function fieldError(form, name, message) {
  const field = form.elements.namedItem(name);
  const slot = form.querySelector(`[data-error-for="${name}"]`);
  if (!field || !slot) return null;
  slot.textContent = message;
  field.setAttribute('aria-invalid', 'true');
  return field;
}

/**
 * Shows a refusal's per-field details under the form's fields (labelled as the form labels them) and
 * focuses the first; answers whether any field took one. `rename` maps the API's field names to the form's.
 */
export function showFieldErrors(form, problem, rename = {}) {
  let first = null;
  for (const detail of problem.details) {
    const apiName = String(detail.field ?? '')
      .split(/[/.]/)
      .pop();
    const name = rename[apiName] ?? apiName;
    const label = form.querySelector(`label[for="${form.elements.namedItem(name)?.id}"]`)?.textContent;
    const field = fieldError(form, name, `${label ?? name} ${detail.message}.`);
    first ??= field;
  }
  first?.focus();
  return first !== null;
}

/**
 * Runs an action of `button` (disabled meanwhile). A refusal goes to the section's result line, and its
 * per-field details under the fields of `form`, if given (the first of them then takes focus).
 */
export async function perform(sec, { button, failure, form, rename }, work) {
  if (button) button.disabled = true;
  if (form) clearFieldErrors(form);
  try {
    await work();
  } catch (problem) {
    if (!(problem instanceof ApiProblem)) throw problem;
    const onFields = form ? showFieldErrors(form, problem, rename) : false;
    sec.report(`${failure}: ${problem.message}`, { error: true, focus: !onFields });
  } finally {
    if (button) button.disabled = false;
  }
}
