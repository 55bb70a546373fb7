import { sharedCss } from '../../shared/repayment-parts';
import { BUTTON_SIZE } from './DraggableServiceButton';

// The bottom padding gives room under the last channel, so scrolling to the end brings it clear
// of the resting service button.

export const css = `${sharedCss}
.ext-plan-title{font-size:15px;font-weight:600;color:var(--lv-muted);margin-top:12px}
.ext-note{margin-top:8px;font-size:14px;color:var(--lv-muted)}
.ext-dock{position:fixed;inset:0;pointer-events:none;z-index:10}
.ext-service{position:absolute;right:12px;bottom:112px;width:${BUTTON_SIZE}px;height:${BUTTON_SIZE}px;display:flex;align-items:center;justify-content:center;
padding:0;border:2px solid #fff;border-radius:50%;background:var(--lv-brand);color:var(--lv-on-brand);box-shadow:0 4px 14px rgba(10,14,22,.3);
pointer-events:auto;touch-action:none;-webkit-user-select:none;user-select:none;cursor:grab;transition:transform .2s ease-out}
.ext-service[data-state=dragging]{transition:none;cursor:grabbing}
@media (prefers-reduced-motion:reduce){.ext-service{transition:none}}
&{padding-bottom:184px}
`;
