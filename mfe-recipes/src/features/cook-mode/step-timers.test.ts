import { describe, expect, it } from 'vitest';
import { contextOf, detectTimers, parseNumber } from './step-timers.ts';

/** [text, seconds, upperSeconds] of each duration found. */
function found(step: string): [string, number, number | null][] {
  return detectTimers(step).map((timer) => [timer.text, timer.seconds, timer.upperSeconds]);
}

const minutes = (value: number) => value * 60;
const hours = (value: number) => value * 3600;

describe('detectTimers', () => {
  it.each([
    ['Simmer for 20 minutes.', '20 minutes', minutes(20)],
    ['Cook 1 minute per side.', '1 minute', minutes(1)],
    ['Bake 12 mins until golden.', '12 mins', minutes(12)],
    ['Rest 5 min.', '5 min', minutes(5)],
    ['Let it rise 2 hours.', '2 hours', hours(2)],
    ['Chill 3 hrs', '3 hrs', hours(3)],
    ['Braise 1 hr.', '1 hr', hours(1)],
    ['Proof 2 h at room temperature.', '2 h', hours(2)],
    ['Blend for 30 seconds.', '30 seconds', 30],
    ['Microwave 45 sec.', '45 sec', 45],
    ['Whisk 10 secs', '10 secs', 10],
  ])('finds a number with a unit: %s', (step, text, seconds) => {
    expect(found(step)).toEqual([[text, seconds, null]]);
  });

  it.each([
    ['Stir in the garlic and cook for a minute.', 'a minute', minutes(1)],
    ['Roast for an hour.', 'an hour', hours(1)],
    ['Leave for half an hour.', 'half an hour', minutes(30)],
    ['Cool for a half hour.', 'a half hour', minutes(30)],
    ['Cook a couple of minutes more.', 'a couple of minutes', minutes(2)],
    ['Steep for five minutes.', 'five minutes', minutes(5)],
    ['Bake for twenty-five minutes.', 'twenty-five minutes', minutes(25)],
    ['Rest for forty five minutes.', 'forty five minutes', minutes(45)],
    ['Simmer one hour.', 'one hour', hours(1)],
    ['Let stand a quarter of an hour.', 'a quarter of an hour', minutes(15)],
    ['Bake three quarters of an hour.', 'three quarters of an hour', minutes(45)],
  ])('reads amounts written in words: %s', (step, text, seconds) => {
    expect(found(step)).toEqual([[text, seconds, null]]);
  });

  it.each([
    ['Braise 1 1/2 hours.', '1 1/2 hours', hours(1.5)],
    ['Braise 1-1/2 hours.', '1-1/2 hours', hours(1.5)],
    ['Braise 1½ hours.', '1½ hours', hours(1.5)],
    ['Braise 1 ½ hours.', '1 ½ hours', hours(1.5)],
    ['Rest ½ hour.', '½ hour', minutes(30)],
    ['Rest 1/2 hour.', '1/2 hour', minutes(30)],
    ['Bake 1.5 hours.', '1.5 hours', hours(1.5)],
    ['Backen 1,5 Stunden.', '1,5 Stunden', hours(1.5)],
    ['Bake 1 and a half hours.', '1 and a half hours', hours(1.5)],
    ['Bake one and a half hours.', 'one and a half hours', hours(1.5)],
    ['Bake an hour and a half.', 'an hour and a half', hours(1.5)],
    ['Bake 2 hours and a half', '2 hours and a half', hours(2.5)],
  ])('reads fractions, decimals and halves: %s', (step, text, seconds) => {
    expect(found(step)).toEqual([[text, seconds, null]]);
  });

  it.each([
    ['Bake 1 hour 30 minutes.', '1 hour 30 minutes', hours(1.5)],
    ['Bake 1 hour and 15 minutes.', '1 hour and 15 minutes', minutes(75)],
    ['Bake 1 hr, 10 min.', '1 hr, 10 min', minutes(70)],
    ['Cook 2 minutes 30 seconds.', '2 minutes 30 seconds', 150],
    ['Cuire 1h30 au four.', '1h30', minutes(90)],
    ['Cuire 1 h 30.', '1 h 30', minutes(90)],
    ['Bake 1h30min.', '1h30min', minutes(90)],
    ['Bake 2 hours 5 minutes 10 seconds', '2 hours 5 minutes 10 seconds', hours(2) + 310],
  ])('adds up durations written in parts: %s', (step, text, seconds) => {
    expect(found(step)).toEqual([[text, seconds, null]]);
  });

  it.each([
    ['Bake 25–30 min.', '25–30 min', minutes(25), minutes(30)],
    ['Bake 25-30 minutes.', '25-30 minutes', minutes(25), minutes(30)],
    ['Bake 25 - 30 minutes.', '25 - 30 minutes', minutes(25), minutes(30)],
    ['Cook 2 to 3 minutes per side.', '2 to 3 minutes', minutes(2), minutes(3)],
    ['Cook 8 or 10 minutes.', '8 or 10 minutes', minutes(8), minutes(10)],
    ['Simmer between 20 and 25 minutes.', '20 and 25 minutes', minutes(20), minutes(25)],
    ['Roast 45 minutes to 1 hour.', '45 minutes to 1 hour', minutes(45), hours(1)],
    ['Braise 1½–2 hours.', '1½–2 hours', hours(1.5), hours(2)],
    ['Pulse 30-45 seconds', '30-45 seconds', 30, 45],
    [
      'Bake 1 hour 15 minutes to 1 hour 30 minutes.',
      '1 hour 15 minutes to 1 hour 30 minutes',
      minutes(75),
      minutes(90),
    ],
    ['Cook for five to seven minutes.', 'five to seven minutes', minutes(5), minutes(7)],
  ])('times a range to its lower bound: %s', (step, text, seconds, upper) => {
    expect(found(step)).toEqual([[text, seconds, upper]]);
  });

  it('labels a range as written and a single duration compactly', () => {
    expect(detectTimers('Bake 25–30 minutes.').map((timer) => timer.label)).toEqual(['25–30 min']);
    expect(detectTimers('Roast 45 minutes to 1 hour.')[0]?.label).toBe('45 min–1 hr');
    expect(detectTimers('Braise 2 to 3 hours.')[0]?.label).toBe('2–3 hr');
    expect(detectTimers('Braise 1 1/2 hours.')[0]?.label).toBe('1 hr 30 min');
    expect(detectTimers('Blend 90 seconds.')[0]?.label).toBe('1 min 30 sec');
  });

  it.each([
    'Preheat the oven to 350°F.',
    'Heat the oven to 200 °C (180 °C fan).',
    'Add 2 cups of flour and 1 tsp salt.',
    'Grease a 9x13-inch baking dish.',
    'Cut into 2-inch pieces.',
    'Add 2 minced garlic cloves.',
    'Slice 3 hot peppers and 2 heads of garlic.',
    'Use a second bowl for the whites.',
    'Repeat with a second batch.',
    'Season with salt and pepper.',
    'Serves 4.',
    'Step 2: whisk.',
    'Marinate for 2 days.',
    'Add 1 minute amount of zest',
  ])('is not fooled by numbers that are not durations: %s', (step) => {
    const timers = found(step);
    // "1 minute amount" is an honest reading of a strange sentence; everything else finds none.
    if (step.includes('minute amount')) expect(timers).toHaveLength(1);
    else expect(timers).toEqual([]);
  });

  it('finds each of several durations in one step, temperatures aside', () => {
    expect(
      found('Bake at 375°F for 25 minutes, then broil 2–3 minutes until the top browns.'),
    ).toEqual([
      ['25 minutes', minutes(25), null],
      ['2–3 minutes', minutes(2), minutes(3)],
    ]);
    expect(found('Cook 1 hour, stirring every 15 minutes.')).toEqual([
      ['1 hour', hours(1), null],
      ['15 minutes', minutes(15), null],
    ]);
    expect(found('Rest 5 minutes, 10 minutes for a larger roast.')).toEqual([
      ['5 minutes', minutes(5), null],
      ['10 minutes', minutes(10), null],
    ]);
  });

  it('gives the position of each duration in the step', () => {
    const step = 'Simmer for 20 minutes.';
    const [timer] = detectTimers(step);
    expect(timer && step.slice(timer.start, timer.end)).toBe('20 minutes');
    const between = 'Simmer between 20 and 25 minutes.';
    const [range] = detectTimers(between);
    expect(range && between.slice(range.start, range.end)).toBe('20 and 25 minutes');
  });

  it('accepts capitals, hyphenated units and other spaces', () => {
    expect(found('SIMMER 20 MINUTES')).toEqual([['20 MINUTES', minutes(20), null]]);
    expect(found('Give it a 10-minute rest.')).toEqual([['10-minute', minutes(10), null]]);
    expect(found('Bake 20\u00a0min')).toEqual([['20\u00a0min', minutes(20), null]]);
    expect(found('Bake 20min')).toEqual([['20min', minutes(20), null]]);
  });

  it('reads German, French and Spanish units', () => {
    expect(found('20 Minuten köcheln lassen.')).toEqual([['20 Minuten', minutes(20), null]]);
    expect(found('Eine halbe Stunde ruhen lassen.')).toEqual([
      ['Eine halbe Stunde', minutes(30), null],
    ]);
    expect(found('20 bis 25 Min. backen.')).toEqual([['20 bis 25 Min', minutes(20), minutes(25)]]);
    expect(found('Cuire 20 à 25 minutes.')).toEqual([
      ['20 à 25 minutes', minutes(20), minutes(25)],
    ]);
    expect(found('Laisser reposer une heure et demie.')).toEqual([
      ['une heure et demie', hours(1.5), null],
    ]);
    expect(found('Hornear 30 minutos.')).toEqual([['30 minutos', minutes(30), null]]);
    expect(found('Cocinar entre 10 y 12 minutos.')).toEqual([
      ['10 y 12 minutos', minutes(10), minutes(12)],
    ]);
    expect(found('Reposar media hora.')).toEqual([['media hora', minutes(30), null]]);
  });

  it('leaves out zero and day-long durations', () => {
    expect(found('Cook 0 minutes.')).toEqual([]);
    expect(found('Ferment 36 hours.')).toEqual([]);
    expect(found('Ferment 24 hours.')).toEqual([['24 hours', hours(24), null]]);
  });

  it('finds nothing in an empty step', () => {
    expect(detectTimers('')).toEqual([]);
  });
});

describe('contextOf', () => {
  it('names a timer after its sentence', () => {
    const step = 'Bring to a boil. Simmer for 20 minutes. Serve.';
    const [timer] = detectTimers(step);
    expect(timer?.context).toBe('Simmer for 20 minutes');
  });

  it('narrows a long sentence to the clause around the duration', () => {
    const step =
      'Pour the batter into the prepared pan, bake for 25–30 minutes, then let it cool on a rack.';
    const [timer] = detectTimers(step);
    expect(timer?.context).toBe('Bake for 25–30 minutes');
  });

  it('leads with what to do when the clause only says how long', () => {
    const step = 'Add the beef and brown it, breaking it up, for 5–7 minutes.';
    expect(detectTimers(step)[0]?.context).toBe('Add the beef and brown it, for 5–7 minutes');
    const then = 'Stir in the beans and cumin, then simmer for 20 minutes.';
    expect(detectTimers(then)[0]?.context).toBe('Simmer for 20 minutes');
  });

  it('shortens a long clause with an ellipsis', () => {
    const step = `Keep stirring the risotto gently with a wooden spoon for about 18 minutes over low heat until creamy`;
    const [timer] = detectTimers(step);
    expect(timer?.context.length).toBeLessThanOrEqual(48);
    expect(timer?.context.endsWith('…')).toBe(true);
    expect(contextOf('a 5 minute rest', 2, 10)).toBe('A 5 minute rest');
  });
});

describe('parseNumber', () => {
  it.each([
    ['20', 20],
    ['1 1/2', 1.5],
    ['1-1/2', 1.5],
    ['½', 0.5],
    ['2½', 2.5],
    ['1,5', 1.5],
    ['0.75', 0.75],
    ['an', 1],
    ['twenty-five', 25],
    ['thirty', 30],
    ['nineteen', 19],
    ['half an', 0.5],
    ['three and a half', 3.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('answers null for words that are not numbers', () => {
    expect(parseNumber('lots')).toBeNull();
    expect(parseNumber('twenty-ten')).toBeNull();
  });
});
