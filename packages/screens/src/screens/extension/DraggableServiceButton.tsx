import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type TouchEvent } from 'react';
import { HeadsetIcon } from '../../shared/repayment-parts';

/** The button's size: above the 44 px touch-target minimum. */
export const BUTTON_SIZE = 48;
/** Gap kept to the viewport's edges. */
const MARGIN = 12;
/** Where the button rests before it is moved: bottom right, above the toast area. */
const REST_BOTTOM = 112;
/** Pointer travel under this is still a tap (fingers wobble). */
const DRAG_THRESHOLD = 8;
/** One arrow-key press moves the button this far. */
export const KEY_STEP = 32;

interface Offset {
  x: number;
  y: number;
}
interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}
interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  origin: Offset;
  moved: boolean;
}

export interface DraggableServiceButtonProps {
  /** A tap, click, Enter or Space (never the end of a drag). */
  onOpen: () => void;
}

/**
 * The floating customer-service button of the extension screen (spec 2.11). It can be dragged
 * with a finger or a mouse anywhere in the viewport and snaps to the nearer side when let go; a
 * tap still opens customer service. Keyboard: it is a real button (Enter and Space open) and the
 * arrow keys move it (up and down, left and right to a side). A finger tap opens on `pointerup`
 * (see `onPointerEnd`); every other activation is the button's `click`.
 *
 * Its position is state of this component alone and is drawn with a transform, so a drag
 * re-renders this button and nothing else. The viewport is measured through a fixed, full-screen
 * layer it sits in (`pointer-events: none`), never through `window`.
 */
export function DraggableServiceButton({ onOpen }: DraggableServiceButtonProps) {
  const { t } = useLingui();
  const hintId = useId();
  const dock = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  // Set when a drag ends, so the click the browser may send after it does not navigate.
  const swallowClick = useRef(false);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);

  function bounds(): Bounds | null {
    const rect = dock.current?.getBoundingClientRect();
    // No layout (a test DOM, a hidden web view): move freely rather than pin to a zero box.
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return {
      minX: Math.min(0, -(rect.width - BUTTON_SIZE - 2 * MARGIN)),
      maxX: 0,
      minY: Math.min(0, -(rect.height - REST_BOTTOM - BUTTON_SIZE - MARGIN)),
      maxY: REST_BOTTOM - MARGIN,
    };
  }

  function clamp({ x, y }: Offset, b = bounds()): Offset {
    if (!b) return { x, y };
    return { x: Math.min(b.maxX, Math.max(b.minX, x)), y: Math.min(b.maxY, Math.max(b.minY, y)) };
  }

  /** To the nearer side, keeping the height. */
  function snap(position: Offset): Offset {
    const b = bounds();
    if (!b) return position;
    return clamp({ x: position.x < b.minX / 2 ? b.minX : b.maxX, y: position.y }, b);
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    swallowClick.current = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, origin: offset, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!current.moved) {
      current.moved = true;
      setDragging(true);
    }
    setOffset(clamp({ x: current.origin.x + dx, y: current.origin.y + dy }));
  }

  function onPointerEnd(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.moved) {
      swallowClick.current = true;
      setDragging(false);
      setOffset(snap);
      return;
    }
    // A finger tap opens here, not on `click`: Chromium drops the click of a tap that comes
    // within about a second of a flick (its fling tap suppression), so a borrower who just moved
    // the button would tap it in vain. `onTouchEnd` then cancels the click, so it can neither open
    // twice nor land on the next screen. Mouse, pen and screen readers go through `click`.
    if (event.type === 'pointerup' && event.pointerType === 'touch') {
      swallowClick.current = true;
      onOpen();
    }
  }

  function onTouchEnd(event: TouchEvent<HTMLButtonElement>) {
    if (swallowClick.current && event.cancelable) event.preventDefault();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    swallowClick.current = false;
    const key = event.key;
    if (!key.startsWith('Arrow')) return;
    event.preventDefault();
    const b = bounds();
    setOffset(({ x, y }) =>
      clamp(
        {
          x: b && key === 'ArrowLeft' ? b.minX : b && key === 'ArrowRight' ? b.maxX : x,
          y: y + (key === 'ArrowUp' ? -KEY_STEP : key === 'ArrowDown' ? KEY_STEP : 0),
        },
        b,
      ),
    );
  }

  function onClick() {
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    onOpen();
  }

  return (
    <div ref={dock} className="ext-dock">
      <button
        type="button"
        className="ext-service"
        data-state={dragging ? 'dragging' : 'idle'}
        style={{ transform: `translate3d(${offset.x}px, ${offset.y}px, 0)` }}
        aria-label={t`Customer service`}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onTouchEnd={onTouchEnd}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <HeadsetIcon />
      </button>
      <span id={hintId} className="lv-visually-hidden">{t`Drag it, or use the arrow keys, to move it.`}</span>
    </div>
  );
}
