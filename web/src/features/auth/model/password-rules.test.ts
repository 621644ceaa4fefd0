import { describe, expect, it } from 'vitest';
import {
  confirmationProblem,
  emailProblem,
  nameProblem,
  passwordProblem,
  registrationProblems,
} from './password-rules';

describe('passwordProblem (mirrors the server: 10–128, a letter and a digit or symbol)', () => {
  it.each<[string, RegExp | null]>([
    ['Sponsor!2026', null],
    ['abcdefghi1', null],
    ['ÄÖÜäöüßéè!', null],
    ['', /Choose/],
    ['Abc!12345', /at least 10/],
    ['a'.repeat(128) + '1', /at most 128/],
    ['a!' + 'b'.repeat(126), null],
    ['1234567890!', /letter/],
    ['abcdefghijk', /digit or symbol/],
    ['abcde fghij', /digit or symbol/],
    ['😀😀😀😀😀a😀😀😀😀', null],
  ])('%j', (password, problem) => {
    const found = passwordProblem(password);
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
