import { describe, expect, it } from 'vitest';
import { firstVoiceCommand, parseVoiceCommand } from './voice-commands.ts';

describe('parseVoiceCommand', () => {
  it.each([
    ['next', 'next'],
    ['Next step.', 'next'],
    ['okay next step please', 'next'],
    ['go on', 'next'],
    ['continue', 'next'],
    ["what's next", 'next'],
    ['back', 'back'],
    ['Go back', 'back'],
    ['previous step', 'back'],
    ['go back one step', 'back'],
    ['repeat', 'repeat'],
    ['Repeat that.', 'repeat'],
    ['read it again', 'repeat'],
    ['can you say that again', 'repeat'],
    ['read the step', 'repeat'],
    ['start the timer', 'startTimer'],
    ['Start timer', 'startTimer'],
    ['set a timer', 'startTimer'],
    ['please start the timers', 'startTimer'],
    ['how long is left', 'timeLeft'],
    ['How long is left?', 'timeLeft'],
    ['how much time is left', 'timeLeft'],
    ["how much time's left", 'timeLeft'],
    ['how much longer', 'timeLeft'],
    ['time left', 'timeLeft'],
    ['how long to go', 'timeLeft'],
  ])('understands "%s"', (transcript, command) => {
    expect(parseVoiceCommand(transcript)).toBe(command);
  });

  it('prefers the specific command when a phrase holds words of several', () => {
    // "timer" and "left"/"back" words together: the question wins over navigation.
    expect(parseVoiceCommand('how much time is left on the timer')).toBe('timeLeft');
    expect(parseVoiceCommand('read the next step')).toBe('next');
    expect(parseVoiceCommand('go back and read it again')).toBe('back');
  });

  it('ignores speech that is no command', () => {
    expect(parseVoiceCommand('')).toBeNull();
    expect(parseVoiceCommand('   ')).toBeNull();
    expect(parseVoiceCommand('the onions look lovely')).toBeNull();
    expect(parseVoiceCommand('nextdoor neighbour')).toBeNull();
    expect(parseVoiceCommand('backed up sink')).toBeNull();
  });

  it('ignores case, punctuation and curly apostrophes', () => {
    expect(parseVoiceCommand('NEXT!!!')).toBe('next');
    expect(parseVoiceCommand('How much time’s left?')).toBe('timeLeft');
  });
});

describe('firstVoiceCommand', () => {
  it('takes the first alternative that holds a command', () => {
    expect(firstVoiceCommand(['necks', 'next'])).toBe('next');
    expect(firstVoiceCommand(['back', 'next'])).toBe('back');
    expect(firstVoiceCommand(['hello'])).toBeNull();
    expect(firstVoiceCommand([])).toBeNull();
  });
});
