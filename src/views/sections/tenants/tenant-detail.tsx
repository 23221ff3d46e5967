import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { isTenantEventType } from '../../../domain/tenant-lifecycle';
import { tenantsPath } from '../../../machines/sections/tenants/tenants-list';
import {
  selectIsTenantBusy,
  selectIsTenantFailed,
  selectOfferedEvents,
  selectRefusedEvent,
  selectTenant,
  selectTenantError,
  selectTenantHistory,
  type TenantPageRef,
} from '../../../machines/sections/tenants/tenant-page.machine';
import { Badge } from '../../kit/badge';
import { DetailList } from '../../kit/detail-list';
import { recordErrorMessages } from '../../kit/field-messages';
import { useFormats } from '../../kit/format-context';
import { ErrorPage } from '../../pages/error-page';
import { button } from '../../theme/recipes/button.css';
import { SectionLoading } from '../../ui/lazy-section';
import * as page from '../section-page.css';
import * as css from './tenants.css';
import { tenantEventLabels, tenantLabels, tenantStatusLabels, tenantStatusTones } from './tenant-texts';
import { InAppLink } from '../../kit/in-app-link';

/** A tenant's page: its company, status, the lifecycle actions the statechart allows now, users, and its history. */
export function TenantDetail({ pageRef, onNavigate }: { pageRef: TenantPageRef; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const tenant = useSelector(pageRef, selectTenant);
  const history = useSelector(pageRef, selectTenantHistory);
  const offered = useSelector(pageRef, selectOfferedEvents, (a, b) => a.join() === b.join());
  const busy = useSelector(pageRef, selectIsTenantBusy);
  const failed = useSelector(pageRef, selectIsTenantFailed);
  const error = useSelector(pageRef, selectTenantError);
  const refused = useSelector(pageRef, selectRefusedEvent);
  const label = (key: keyof typeof tenantLabels) => i18n._(tenantLabels[key]);
  const back = (
    <InAppLink to={tenantsPath} onNavigate={onNavigate}>
      {i18n._({ id: 'tenants.back', message: 'Back to tenants' })}
    </InAppLink>
  );
  if (failed && error === 'notFound') return <ErrorPage status={404} />;
  if (failed) {
    return (
      <>
        {back}
        <p role="alert" className={css.notice}>
          {i18n._(recordErrorMessages[error ?? 'unknown'])}
        </p>
        <button type="button" className={button()} onClick={() => pageRef.send({ type: 'tenant.retry' })}>
          {i18n._({ id: 'tenants.retry', message: 'Try again' })}
        </button>
      </>
    );
  }
  if (!tenant) return <SectionLoading />;
  return (
    <>
      {back}
      <header className={page.header}>
        <p className={page.eyebrow}>{`${tenant.subdomain}.localhost`}</p>
        <div className={css.titleRow}>
          <h1 className={page.title}>{tenant.tradeName}</h1>
          <Badge tone={tenantStatusTones[tenant.status]}>{i18n._(tenantStatusLabels[tenant.status])}</Badge>
        </div>
      </header>
      <div className={css.actions} aria-label={i18n._({ id: 'tenants.actions', message: 'Lifecycle actions' })} role="group">
        {offered.map((event) => (
          <button
            key={event}
            type="button"
            className={button({ tone: event === 'suspend' || event === 'archive' ? 'secondary' : 'primary' })}
            disabled={busy}
            onClick={() => pageRef.send({ type: 'tenant.event', event })}
          >
            {i18n._(tenantEventLabels[event])}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {refused ? (
          <p className={css.notice}>
            {i18n._({ id: 'tenants.refused', message: 'The tenant had changed meanwhile: this is its state now, with the actions it allows.' })}
          </p>
        ) : error ? (
          <p className={css.notice} role="alert">
            {i18n._(recordErrorMessages[error])}
          </p>
        ) : null}
      </div>
      {tenant.userCount === 0 ? (
        <p className={css.notice}>
          {i18n._({
            id: 'tenants.noUsers',
            message: 'No users yet: the demo identity provider does not create accounts, so nobody can sign in to this tenant until its users are set up there.',
          })}
        </p>
      ) : null}
      <DetailList
        none={i18n._({ id: 'kit.detail.none', message: 'None' })}
        sections={[
          {
            title: i18n._({ id: 'tenants.form.company', message: 'Company' }),
            items: [
              { label: label('legalName'), value: tenant.legalName },
              { label: label('tradeName'), value: tenant.tradeName },
              { label: label('currency'), value: tenant.currency },
              { label: label('userCount'), value: f.number(tenant.userCount) },
              { label: label('createdAt'), value: f.dateTime(tenant.createdAt) },
            ],
          },
        ]}
      />
      <h2 className={css.sectionTitle} id="tenant-history">
        {i18n._({ id: 'tenants.history', message: 'History' })}
      </h2>
      <ol className={css.timeline} aria-labelledby="tenant-history">
        {history.map((h) => (
          <li key={`${h.at}-${h.event}`} className={css.entry}>
            <span>
              {h.event === 'create' || isTenantEventType(h.event) ? i18n._(tenantEventLabels[h.event]) : h.event}
              {h.to && (h.to === 'provisioning' || h.to === 'active' || h.to === 'suspended' || h.to === 'archived')
                ? ` → ${i18n._(tenantStatusLabels[h.to])}`
                : ''}
            </span>
            <span className={css.entryMeta}>{`${f.dateTime(h.at)} · ${h.by}`}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
