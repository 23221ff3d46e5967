import { useLingui } from '@lingui/react';
import type { WorkOrder } from '../../../domain/work-order';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import type { WarehouseOption } from '../../../machines/sections/manufacture/work-order-api';
import { workOrdersPath } from '../../../machines/sections/manufacture/work-orders-list';
import type { Availability } from '../../../machines/sections/manufacture/work-orders-record';
import { DetailList } from '../../kit/detail-list';
import type { ReferenceSearch } from '../../kit/field-reference';
import { useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { DocumentHistory, DocumentRecordView, ReasonNotice } from '../../kit/document-detail';
import type { RecordActorOf } from '../../kit/record-view';
import { ComponentsTable } from './components-table';
import * as css from './manufacture.css';
import { WorkOrderFields, workOrderFieldLabels } from './work-order-fields';
import { workOrderEventLabels, workOrderHistoryEvents, workOrderLabels, workOrderReasons, workOrderStatusLabels, workOrderStatusTones } from './work-order-texts';

/** A work order's page: its kit and figures, the components needed vs available, the lifecycle's buttons, the history. */
export function WorkOrderDetail({
  recordRef,
  historyRef,
  warehouses,
  searchKits,
  availability,
  availabilityFailed,
  onRetryAvailability,
  me,
  onNavigate,
}: {
  recordRef: RecordActorOf<WorkOrder>;
  historyRef: HistoryRef | undefined;
  warehouses: readonly WarehouseOption[] | null;
  searchKits: ReferenceSearch;
  availability: Availability | null;
  availabilityFailed: boolean;
  onRetryAvailability: () => void;
  /** The signed-in user's `sub` (the history says "You"). */
  me: string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof workOrderLabels) => i18n._(workOrderLabels[key]);
  const warehouseName = (id: string) => warehouses?.find((w) => w.id === id)?.name ?? '';
  const events = [
    { type: 'release', label: i18n._(workOrderEventLabels.release), tone: 'primary' as const },
    { type: 'start', label: i18n._(workOrderEventLabels.start), tone: 'primary' as const },
    {
      type: 'complete',
      label: i18n._(workOrderEventLabels.complete),
      tone: 'primary' as const,
      confirm: {
        title: i18n._({ id: 'manufacture.complete.title', message: 'Complete this work order?' }),
        message: i18n._({ id: 'manufacture.complete.message', message: 'The components leave the warehouse and the assembled kits enter it. This cannot be undone.' }),
        actions: { confirm: { label: i18n._(workOrderEventLabels.complete) } },
      },
    },
    {
      type: 'cancel',
      label: i18n._(workOrderEventLabels.cancel),
      confirm: {
        title: i18n._({ id: 'manufacture.cancel.title', message: 'Cancel this work order?' }),
        message: i18n._({ id: 'manufacture.cancel.message', message: 'Nothing is assembled and no stock moves. A cancelled order cannot be reopened.' }),
        actions: { confirm: { label: i18n._(workOrderEventLabels.cancel), color: 'warn' as const } },
      },
    },
  ];
  return (
    <DocumentRecordView<WorkOrder>
      recordRef={recordRef}
      listPath={workOrdersPath}
      backLabel={i18n._({ id: 'manufacture.back', message: 'Back to work orders' })}
      title={(o) => i18n._({ id: 'manufacture.detail.title', message: 'Work order {number}', values: { number: o.number } })}
      status={statusTexts}
      events={events}
      deletedLabel={i18n._({ id: 'manufacture.undo.deleted', message: 'Work order deleted' })}
      historyRef={historyRef}
      onNavigate={onNavigate}
      form={(formRef, o) => (
        <FormView formRef={formRef} label={i18n._({ id: 'manufacture.edit', message: 'Edit work order' })} fieldLabels={workOrderFieldLabels((d) => i18n._(d))}>
          <WorkOrderFields formRef={formRef} warehouses={warehouses} searchKits={searchKits} kitOption={{ id: o.kitId, label: o.kitName, sublabel: o.kitSku }} />
        </FormView>
      )}
    >
      {(o, back) => (
        <>
          <div className={css.links}>{back}</div>
          <ReasonNotice recordRef={recordRef} reasons={workOrderReasons} />
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'manufacture.section.order', message: 'Order' }),
                items: [
                  { label: label('kitId'), value: `${o.kitName} (${o.kitSku})` },
                  { label: label('quantity'), value: f.quantity(o.quantity) },
                  { label: label('warehouseId'), value: warehouseName(o.warehouseId) },
                  { label: label('plannedDate'), value: f.date(o.plannedDate) },
                  { label: label('notes'), value: o.notes },
                  { label: label('updatedAt'), value: f.dateTime(o.updatedAt) },
                ],
              },
            ]}
          />
          <div className={css.stack}>
            <ComponentsTable
              availability={availability}
              failed={availabilityFailed}
              onRetry={onRetryAvailability}
              headingId="work-order-components"
              title={i18n._({ id: 'manufacture.components.title', message: 'Components needed and available' })}
              hint={
                o.status === 'completed'
                  ? i18n._({ id: 'manufacture.components.consumedHint', message: 'These components were consumed when the order was completed; available is today\u2019s stock.' })
                  : i18n._({ id: 'manufacture.components.detailHint', message: 'Starting and completing the order need every component available in its warehouse.' })
              }
            />
            {historyRef ? (
              <DocumentHistory
                historyRef={historyRef}
                headingId="work-order-history"
                me={me}
                events={workOrderHistoryEvents}
                status={statusTexts}
                describeField={(field) => workOrderFieldLabels((d) => i18n._(d))[field] ?? (field === 'components' ? label('components') : null)}
              />
            ) : null}
          </div>
        </>
      )}
    </DocumentRecordView>
  );
}

const statusTexts = { labels: workOrderStatusLabels, tones: workOrderStatusTones };
