import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';
import { documentTypes, paperSizes, templateStatuses, type DocumentTemplate } from '../../../domain/document-template';
import { isShowableImage } from '../../../domain/image';
import type { ListRef } from '../../../machines/kit/list.machine';
import { templatesPath } from '../../../machines/sections/document-templates/templates-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { documentTypeLabels, paperLabels, templateLabels, templateStatusLabels } from './template-texts';
import * as css from './templates.css';
import { InAppLink } from '../../kit/in-app-link';

export function TemplatesListView({ listRef, onNavigate }: { listRef: ListRef<DocumentTemplate>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof templateLabels) => i18n._(templateLabels[key]);
  const title = i18n._({ id: 'documentTemplates.title', message: 'Document templates' });
  const columns = useMemo<ListPanelColumn<DocumentTemplate>[]>(
    () => [
      { id: 'documentType', header: label('documentType'), cell: (t) => i18n._(documentTypeLabels[t.documentType]) },
      { id: 'name', header: label('name'), cell: (t) => t.name },
      { id: 'paper', header: label('paper'), cell: (t) => t.paper, width: '6rem' },
      {
        id: 'logo',
        header: label('logo'),
        cell: (t) => (isShowableImage(t.logo) ? <img className={css.listLogo} src={t.logo} alt={i18n._({ id: 'documentTemplates.list.logo', message: 'Logo of {name}', values: { name: t.name } })} /> : '—'),
        width: '5rem',
      },
      {
        id: 'status',
        header: label('status'),
        cell: (t) => <Badge tone={t.status === 'active' ? 'positive' : 'neutral'}>{i18n._(templateStatusLabels[t.status])}</Badge>,
      },
      { id: 'updatedAt', header: label('updatedAt'), cell: (t) => f.dateTime(t.updatedAt) },
    ],
    [i18n.locale, f],
  );
  const onOpen = useCallback((row: DocumentTemplate) => onNavigate(`${templatesPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      <ListPanel
        listRef={listRef}
        caption={title}
        columns={columns}
        onOpen={onOpen}
        rowLabel={(t) => t.name}
        selectable={false}
        filters={[
          { name: 'documentType', label: label('documentType'), options: documentTypes.map((value) => ({ value, label: i18n._(documentTypeLabels[value]) })) },
          { name: 'paper', label: label('paper'), options: paperSizes.map((value) => ({ value, label: i18n._(paperLabels[value]) })) },
          { name: 'status', label: label('status'), options: templateStatuses.map((value) => ({ value, label: i18n._(templateStatusLabels[value]) })) },
        ]}
        actions={
          <InAppLink className={button()} to={`${templatesPath}/new`} onNavigate={onNavigate}>
            {i18n._({ id: 'documentTemplates.new', message: 'New template' })}
          </InAppLink>
        }
        empty={{
          title: i18n._({ id: 'documentTemplates.empty.title', message: 'No templates yet' }),
          description: i18n._({ id: 'documentTemplates.empty.text', message: 'Templates you add appear here. Documents print with the active template of their type.' }),
        }}
      />
    </>
  );
}
