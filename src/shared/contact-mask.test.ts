import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './contact-mask';

describe('maskEmail', () => {
  it('shows the first letter of the local part and the whole domain', () => {
    expect(maskEmail('jane@example.com')).toBe('j•••@example.com');
    expect(maskEmail('Sam.Lee+runs@bondi.example')).toBe('S•••@bondi.example');
  });

  it('shows no letter of a short local part, and no more dots for a longer one', () => {
    expect(maskEmail('j@example.com')).toBe('•••@example.com');
    expect(maskEmail('jo@example.com')).toBe('•••@example.com');
    expect(maskEmail('joe@example.com')).toBe('j•••@example.com');
    expect(maskEmail(`${'x'.repeat(64)}@example.com`)).toBe('x•••@example.com');
  });

  it('keeps a letter outside the Basic Plane whole, and hides a text without @', () => {
    expect(maskEmail('😀ab@example.com')).toBe('😀•••@example.com');
    expect(maskEmail('not an address')).toBe('•••');
    expect(maskEmail('')).toBe('•••');
  });
});

describe('maskPhone', () => {
  it('shows an Australian number as its national form: the first two digits and the last three', () => {
    for (const stored of ['+61412345678', '0412345678', '0412 345 678', '+61 412 345 678', '+61-412-345-678'])
      expect(maskPhone(stored), stored).toBe('04•• ••• 678');
    expect(maskPhone('+61 2 9876 5432')).toBe('02•• ••• 432');
    expect(maskPhone('(02) 9876 5432')).toBe('02•• ••• 432');
  });

  it('shows an international number as + with two digits and the last three', () => {
    expect(maskPhone('+44 7911 123456')).toBe('+44 ••• 456');
    expect(maskPhone('+1 555 010 9999')).toBe('+15 ••• 999');
    expect(maskPhone('+6141234567')).toBe('+61 ••• 567');
  });

  it('answers null for no number and hides what is not a number whole', () => {
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone('')).toBeNull();
    expect(maskPhone('   ')).toBeNull();
    expect(maskPhone('12345')).toBe('•••');
    expect(maskPhone('call me')).toBe('•••');
    expect(maskPhone('+61 4xx')).toBe('•••');
    expect(maskPhone('98765432')).toBe('98•• ••• 432');
  });
});
