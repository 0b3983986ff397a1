import { describe, expect, it } from 'vitest';
import { required } from './input-error';

describe('required', () => {
  it('treats an empty value as missing', () => {
    expect(() => required('', 'date', 'a date')).toThrow(/required/);
    expect(() => required(undefined, 'date', 'a date')).toThrow(/required/);
    expect(required('x', 'date', 'a date')).toBe('x');
  });
});
