import { isMalaysianMobile, normalisedMobile } from './malaysianMobile';

describe('isMalaysianMobile', () => {
  it.each([
    ['0123456789', 'local, 7 digits'],
    ['01234567890', 'local, 8 digits'],
    ['011-23456789', 'a dash and 8 digits'],
    ['012-3456789', 'a dash and 7 digits'],
    ['012--3456789', 'several dashes'],
    ['60123456789', 'country code without plus'],
    ['+60123456789', 'country code with plus'],
    ['+6012-3456789', 'country code, plus and a dash'],
    ['+601123456789', 'country code, plus and 8 digits'],
    ['+0123456789', 'plus without the 6'],
    ['0103456789', 'network digit 0'],
    ['0143456789', 'network digit 4'],
    ['0163456789', 'network digit 6'],
    ['0193456789', 'network digit 9'],
  ])('accepts %s (%s)', (phone) => {
    expect(isMalaysianMobile(phone)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['0153456789', '015 is not a mobile prefix'],
    ['0323456789', 'a landline (03)'],
    ['1123456789', 'no leading 0'],
    ['6612-3456789', 'a doubled 6'],
    ['612-3456789', 'country code without the 0 of 01'],
    ['012345678', 'only 6 digits after the prefix'],
    ['012-345678', '6 digits after a dash'],
    ['012345678901', '9 digits after the prefix'],
    ['012-345-6789', 'a dash between the last digits'],
    ['+60-123456789', 'a dash inside the prefix'],
    ['012 3456789', 'a space'],
    [' 0123456789', 'a leading space'],
    ['0123456789 ', 'a trailing space'],
    ['++60123456789', 'two plus signs'],
    ['01234567a9', 'a letter'],
  ])('rejects %j (%s)', (phone) => {
    expect(isMalaysianMobile(phone)).toBe(false);
  });
});

describe('normalisedMobile', () => {
  it.each([
    ['012-3456789', '+60123456789'],
    ['+6012-3456789', '+60123456789'],
    ['60123456789', '+60123456789'],
    ['011-23456789', '+601123456789'],
    ['+012---3456789', '+60123456789'],
  ])('%s -> %s', (typed, normal) => {
    expect(normalisedMobile(typed)).toBe(normal);
    expect(isMalaysianMobile(normalisedMobile(typed))).toBe(true);
  });
});
