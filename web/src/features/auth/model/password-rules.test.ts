import { describe, expect, it } from 'vitest';
import {
  confirmationProblem,
  emailProblem,
  nameProblem,
  passwordProblem,
  registrationProblems,
} from './password-rules';

describe("passwordProblem (the contract's rule: 12–128, spaces in a row as one, not the email or name)", () => {
  const account = { email: 'ada.lovelace@sponsorspot.test', name: 'Ada Lovelace' };
  it.each<[string, RegExp | null]>([
    ['Sponsor!2026', null],
    ['purple tugboat reading', null],
    ['onlylettersinhere', null],
    ['ÄÖÜäöüßéè!xy', null],
    ['😀😀😀😀😀a😀😀😀😀b😀c', null],
    ['', /Choose/],
    ['Abc!1234567', /at least 12/],
    [`${' '.repeat(10)}a1`, /at least 12 characters \(spaces in a row count as one\)/],
    ['a'.repeat(128) + '1', /at most 128/],
    ['a!' + 'b1'.repeat(63), null],
    ['aaaaaaaaaaaaaa', /different characters/],
    ['lovelace-2026!', /email address or your name/],
    ['Ada.Lovelace@sponsorspot.test', /email address or your name/],
  ])('%j', (password, problem) => {
    const found = passwordProblem(password, account);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});

describe('the other fields', () => {
  it.each<[string, boolean]>([
    ['ada@sponsorspot.test', true],
    ['  ada@sponsorspot.test ', true],
    ['ada@localhost', true],
    ['', false],
    ['ada', false],
    ['a@b@c', false],
    ['a b@c.d', false],
    [`${'a'.repeat(250)}@b.cd`, false],
    [`${'a'.repeat(65)}@b.cd`, false],
    ['ada\u0000@b.cd', false],
  ])('email %j valid: %s', (email, valid) => expect(emailProblem(email) === null).toBe(valid));

  it.each<[string, boolean]>([
    ['Ada', true],
    ['   ', false],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
  ])('name %j valid: %s', (name, valid) => expect(nameProblem(name) === null).toBe(valid));

  it('compares the confirmation', () => {
    expect(confirmationProblem('Sponsor!2026', 'Sponsor!2026')).toBeNull();
    expect(confirmationProblem('Sponsor!2026', 'Sponsor!2027')).toMatch(/not the same/);
    expect(confirmationProblem('Sponsor!2026', '')).toMatch(/again/);
  });

  it('lists every registration problem by field', () => {
    expect(Object.keys(registrationProblems({ name: '', email: 'x', password: 'short' })).sort()).toEqual([
      'email',
      'name',
      'password',
    ]);
    expect(registrationProblems({ name: 'Ada', email: 'ada@x.test', password: 'Sponsor!2026' })).toEqual({});
  });
});
