import { looksLike, NAME_MESSAGES, nameProblem, nameSkeleton, normalizeName } from './names';

describe('names', () => {
  it('normalizes to NFC and trims', () => {
    expect(normalizeName('  Jose\u0301 ')).toBe('José');
    expect(normalizeName('  Jose\u0301 ')).toHaveLength(4);
  });

  it.each([
    ['\u200B\u200B', NAME_MESSAGES.invisible],
    ['\u200D\uFEFF\u2060', NAME_MESSAGES.invisible],
    ['\u3164', NAME_MESSAGES.invisible],
    ['\u00AD', NAME_MESSAGES.invisible],
    ['admin\u202Etxt.exe', NAME_MESSAGES.bidi],
    ['\u2067Ana\u2069', NAME_MESSAGES.bidi],
    ['Ana\u200F', NAME_MESSAGES.bidi],
  ])('refuses %j', (name, message) => {
    expect(nameProblem(name)).toBe(message);
  });

  it.each(['Ana', 'José Pérez', 'Centro "Vida" Nueva', 'Łódź', 'Σοφία', 'Алексей', 'محمد', '李'])(
    'accepts %s',
    (name) => {
      expect(nameProblem(name)).toBeNull();
    },
  );

  it('reads Cyrillic and Greek look-alikes as the Latin letters they imitate', () => {
    expect(looksLike('\u0430dmin', 'admin')).toBe(true); // Cyrillic а
    expect(looksLike('superаdmіn', 'superadmin')).toBe(true); // Cyrillic а and і
    expect(looksLike('ΑDMIN', 'admin')).toBe(true); // Greek capital alpha
    expect(looksLike('usuαrio', 'usuario')).toBe(true); // Greek alpha
    expect(looksLike('ｕｓｕａｒｉｏ', 'usuario')).toBe(true); // fullwidth
    expect(looksLike('Admin', 'admin')).toBe(true);
    expect(looksLike('admin2', 'admin')).toBe(false);
    expect(looksLike('mgomez', 'emendoza')).toBe(false);
    expect(nameSkeleton('Алексей')).not.toBe(nameSkeleton('Ana'));
  });
});
