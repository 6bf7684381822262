import { describe, expect, it } from 'vitest';
import { countSms, smsCost } from './sms-count';

const plain = (length: number) => 'a'.repeat(length);

describe('countSms, GSM-7', () => {
  it('counts nothing for an empty text and one message up to 160 characters', () => {
    expect(countSms('')).toEqual({ encoding: 'GSM-7', units: 0, parts: 0, singleLimit: 160, partLimit: 153 });
    expect(countSms(plain(1)).parts).toBe(1);
    expect(countSms(plain(160))).toMatchObject({ encoding: 'GSM-7', units: 160, parts: 1 });
  });

  it('splits past 160 into parts of 153', () => {
    expect(countSms(plain(161)).parts).toBe(2);
    expect(countSms(plain(306)).parts).toBe(2);
    expect(countSms(plain(307)).parts).toBe(3);
    expect(countSms(plain(1530)).parts).toBe(10);
  });

  it("keeps the basic set's accents, Greek capitals and symbols at one septet each", () => {
    const basic = '@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&\'()*+,-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r';
    expect(countSms(basic)).toMatchObject({ encoding: 'GSM-7', units: [...basic].length });
  });

  it('counts the extension table (^{}\\[~]|€ and form feed) as two septets', () => {
    const extension = '^{}\\[~]|€\f';
    expect(countSms(extension)).toMatchObject({ encoding: 'GSM-7', units: 20, parts: 1 });
    expect(countSms(`${plain(150)}€€€€€`)).toMatchObject({ units: 160, parts: 1 });
    expect(countSms(`${plain(151)}€€€€€`)).toMatchObject({ units: 161, parts: 2 });
  });

  it('does not split an escaped character across parts', () => {
    // 152 + 2 would put the escape in part one and the € in part two: the € starts part two.
    expect(countSms(`${plain(152)}€${plain(152)}`)).toMatchObject({ units: 306, parts: 3 });
    expect(countSms(`${plain(151)}€${plain(153)}`)).toMatchObject({ units: 306, parts: 2 });
  });
});

describe('countSms, UCS-2', () => {
  it('sends the whole text as UCS-2 for one emoji or accent outside the GSM set', () => {
    expect(countSms('Café ok')).toMatchObject({ encoding: 'GSM-7' });
    expect(countSms('Crème brûlée')).toMatchObject({ encoding: 'UCS-2', units: 12, parts: 1 });
    expect(countSms('“quoted”')).toMatchObject({ encoding: 'UCS-2', singleLimit: 70, partLimit: 67 });
  });

  it('counts UTF-16 code units: 70 in one message, 67 per part', () => {
    expect(countSms(`ā${plain(69)}`)).toMatchObject({ units: 70, parts: 1 });
    expect(countSms(`ā${plain(70)}`)).toMatchObject({ units: 71, parts: 2 });
    expect(countSms(`ā${plain(133)}`)).toMatchObject({ units: 134, parts: 2 });
    expect(countSms(`ā${plain(134)}`)).toMatchObject({ units: 135, parts: 3 });
  });

  it('makes 103 characters plus an emoji two messages, not one', () => {
    const text = `${plain(103)}😀`;
    expect(countSms(text)).toMatchObject({ encoding: 'UCS-2', units: 105, parts: 2 });
  });

  it('counts an emoji as two units and never splits its surrogate pair', () => {
    expect(countSms('😀')).toMatchObject({ encoding: 'UCS-2', units: 2, parts: 1 });
    expect(countSms('😀'.repeat(35))).toMatchObject({ units: 70, parts: 1 });
    // 66 units then a pair: 68 would overflow part one, so the emoji opens part two.
    expect(countSms(`${plain(66)}😀${plain(66)}`)).toMatchObject({ units: 134, parts: 3 });
    expect(countSms(`${plain(65)}😀${plain(67)}`)).toMatchObject({ units: 134, parts: 2 });
  });
});

describe('smsCost', () => {
  it('charges $0.055 per message per recipient, to the cent', () => {
    expect(smsCost(0, 100)).toBe(0);
    expect(smsCost(1, 1)).toBe(0.06);
    expect(smsCost(2, 100)).toBe(11);
    expect(smsCost(2, 3)).toBe(0.33);
  });
});
