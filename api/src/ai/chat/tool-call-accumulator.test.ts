import { describe, expect, it } from 'vitest';
import { AiUpstreamError } from '../providers/ai-provider.ts';
import { ToolCallAccumulator } from './tool-call-accumulator.ts';

describe('ToolCallAccumulator', () => {
  it('joins argument fragments by index and answers the calls in index order', () => {
    const calls = new ToolCallAccumulator();
    calls.add([{ index: 1, id: 'call_b', function: { name: 'convert_units', arguments: '{"a' } }]);
    calls.add([{ index: 0, id: 'call_a', function: { name: 'search_recipes', arguments: '' } }]);
    calls.add([
      { index: 1, function: { arguments: 'mount":2}' } },
      { index: 0, function: { arguments: '{}' } },
    ]);

    expect(calls.take()).toEqual([
      { id: 'call_a', name: 'search_recipes', arguments: '{}' },
      { id: 'call_b', name: 'convert_units', arguments: '{"amount":2}' },
    ]);
    expect(calls.hasCalls).toBe(false);
  });

  it('keeps an id or name a server repeats in every fragment once', () => {
    const calls = new ToolCallAccumulator();
    calls.add([
      { index: 0, id: 'call_a', function: { name: 'scale_servings', arguments: '{"re' } },
    ]);
    calls.add([
      { index: 0, id: 'call_a', function: { name: 'scale_servings', arguments: 'cipeId":3}' } },
    ]);

    expect(calls.take()).toEqual([
      { id: 'call_a', name: 'scale_servings', arguments: '{"recipeId":3}' },
    ]);
  });

  it('places fragments without an index by their id, else on the last call', () => {
    const calls = new ToolCallAccumulator();
    calls.add([{ id: 'call_a', function: { name: 'search_recipes', arguments: '{"text":' } }]);
    calls.add([{ function: { arguments: '"soup"}' } }]);
    calls.add([{ id: 'call_b', function: { name: 'convert_units', arguments: '{}' } }]);

    expect(calls.take().map((call) => [call.id, call.arguments])).toEqual([
      ['call_a', '{"text":"soup"}'],
      ['call_b', '{}'],
    ]);
  });

  it('gives a call without id one, and empty arguments an empty object', () => {
    const calls = new ToolCallAccumulator();
    calls.add([{ index: 0, function: { name: 'search_recipes' } }]);

    const [call] = calls.take();
    expect(call?.id).toMatch(/^call_[0-9a-f]{24}$/);
    expect(call?.arguments).toBe('{}');
  });

  it('refuses a call without a function name', () => {
    const calls = new ToolCallAccumulator();
    calls.add([{ index: 0, id: 'call_a', function: { arguments: '{}' } }]);

    expect(() => calls.take()).toThrow(AiUpstreamError);
  });
});
