import { displayName, greeting } from './greeting';

describe('greeting', () => {
  it.each([
    [0, 0, 'Buenos días'],
    [6, 30, 'Buenos días'],
    [11, 59, 'Buenos días'],
    [12, 0, 'Buenas tardes'],
    [17, 59, 'Buenas tardes'],
    [18, 0, 'Buenas noches'],
    [23, 59, 'Buenas noches'],
  ])('%s:%s → %s', (hour, minute, expected) => {
    expect(greeting(new Date(2024, 4, 10, hour, minute))).toBe(expected);
  });
});

describe('displayName', () => {
  it.each([
    [{ nombre: 'Ana', apellido: 'Torres', username: 'ana' }, 'Ana Torres'],
    [{ nombre: 'Ana', apellido: '', username: 'ana' }, 'Ana'],
    [{ nombre: '', apellido: 'Torres', username: 'ana' }, 'Torres'],
    [{ nombre: '', apellido: '', username: 'ana' }, 'ana'],
  ])('%o → %s', (person, expected) => {
    expect(displayName(person)).toBe(expected);
  });
});
