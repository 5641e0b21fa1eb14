import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

// Radix keeps a tooltip open while the pointer may travel to it; Escape closes it outright.
function close() {
  fireEvent.keyDown(document, { key: 'Escape' });
}

describe('TooltipProvider', () => {
  it('opens after 700 ms, and within the 300 ms skip delay the next one opens at once', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Add to favorites">
          <button type="button">Favorite</button>
        </Tooltip>
        <Tooltip content="Share recipe">
          <button type="button">Share</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const favorite = screen.getByRole('button', { name: 'Favorite' });
    hover(favorite);
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Add to favorites');

    close();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    hover(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share recipe');
  });

  it('after the skip delay has passed, waits the full 700 ms again', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Add to favorites">
          <button type="button">Favorite</button>
        </Tooltip>
        <Tooltip content="Share recipe">
          <button type="button">Share</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const favorite = screen.getByRole('button', { name: 'Favorite' });
    hover(favorite);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    close();
    act(() => {
      vi.advanceTimersByTime(301);
    });
    const share = screen.getByRole('button', { name: 'Share' });
    hover(share);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share recipe');
  });
});
