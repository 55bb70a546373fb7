import { Trans, useLingui } from '@lingui/react/macro';
import { COMPLAINT_TYPE, type Choice, type OrderCard } from '@lendview/api';
import { useId, useState } from 'react';
import { useNavigation } from '../../core/navigation';
import { useLendview } from '../../core/provider';
import { useToast } from '../../ui';

export interface TypeChooserProps {
  types: Choice[];
  /** The sub-types of the collection type. */
  subTypes: Choice[];
  /** The selected order, `null` when there is none. */
  order: OrderCard | null;
}

/**
 * The question-type tiles. Collection (type 1) is refused unless the selected order allows it,
 * then reveals its sub-types; a sub-type, or any other type, opens the form.
 */
export function TypeChooser({ types, subTypes, order }: TypeChooserProps) {
  const { t } = useLingui();
  const toast = useToast();
  const { paths } = useLendview();
  const { go } = useNavigation();
  const [expanded, setExpanded] = useState(false);
  const subTypesId = useId();

  function openForm(type: string, subType?: string) {
    const params: Record<string, string> = { type };
    if (subType) params.subType = subType;
    if (order) params.orderNo = order.orderNo;
    go(paths.complaintForm, params);
  }

  function choose(type: Choice) {
    if (type.value !== COMPLAINT_TYPE.collection) return openForm(type.value);
    // Spec 2.2 and 8: refused unless the selected order allows it; with no order selected there
    // is no order that allows it, so the same message.
    if (!order?.collectionAllowed) return toast.show(t`The selected order does not support sending collection types`);
    // A server that offers no sub-types would otherwise leave the borrower stuck.
    if (subTypes.length === 0) return openForm(type.value);
    setExpanded((open) => !open);
  }

  return (
    <section className="lv-section" aria-labelledby="ch-types-title">
      <h2 id="ch-types-title" className="lv-section-title">
        <Trans>What is your question about?</Trans>
      </h2>
      <div className="ch-tiles">
        {types.map((type) => {
          const collection = type.value === COMPLAINT_TYPE.collection;
          return (
            <button
              key={type.value}
              type="button"
              className="ch-tile"
              aria-expanded={collection ? expanded : undefined}
              aria-controls={collection && expanded ? subTypesId : undefined}
              onClick={() => choose(type)}
            >
              {type.title}
            </button>
          );
        })}
      </div>
      {expanded && (
        <div id={subTypesId} className="ch-subtypes" role="group" aria-labelledby={`${subTypesId}-title`}>
          <h3 id={`${subTypesId}-title`} className="ch-subtypes-title">
            <Trans>Choose a topic</Trans>
          </h3>
          <div className="ch-tiles">
            {subTypes.map((subType) => (
              <button
                key={subType.value}
                type="button"
                className="ch-tile ch-tile-sub"
                onClick={() => openForm(COMPLAINT_TYPE.collection, subType.value)}
              >
                {subType.title}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
