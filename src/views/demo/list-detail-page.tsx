/**
 * The frame of a demo app that shows a list beside the item of the address (issue 14: contacts, tasks): the page's
 * header, then on wide screens the list and the item side by side; on a phone and a tablet one or the other (the item
 * as its own page with a link back to the list). The address is the selection: the page reads the item id from the
 * nav machine and hands it to its own machine; the frame only lays out what the page gives it.
 */
import { Trans } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectPath } from '../../machines/nav.machine';
import { useNavRef } from '../app-actor';
import { InAppLink } from '../kit/in-app-link';
import * as page from '../sections/section-page.css';

/** The item id of an address below /apps/<app> (`/apps/contacts/{id}`; null on the list itself). */
export function itemIdOf(path: string): string | null {
  const segment = path.split('/')[3];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The item id of the current address and a way to go to another address through the nav machine. */
export function useItemAddress(): { id: string | null; navigate: (to: string) => void } {
  const navRef = useNavRef()!;
  const path = useSelector(navRef, selectPath);
  return { id: itemIdOf(path), navigate: (to: string) => navRef.send({ type: 'nav.navigate', to }) };
}

/** The area's classes of the frame (the columns differ from app to app). */
export interface ListDetailClasses {
  layout: string;
  detailPane: string;
  hiddenBelowMd: string;
  back: string;
  empty: string;
}

interface Props {
  title: ReactNode;
  classes: ListDetailClasses;
  /** The list's address, the target of the phone's back link. */
  listPath: string;
  selectedId: string | null;
  navigate: (to: string) => void;
  /** The accessible name of the item's pane. */
  detailLabel: string;
  backText: ReactNode;
  chooseText: ReactNode;
  /** Null while the app's machine is not there yet: the header alone. */
  list: ReactNode | null;
  detail: ReactNode;
}

export function ListDetailPage({ title, classes, listPath, selectedId, navigate, detailLabel, backText, chooseText, list, detail }: Props) {
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>
          <Trans id="demo.people.eyebrow" message="Demo app" />
        </p>
        <h1 className={page.title}>{title}</h1>
      </header>
      {list !== null ? (
        <div className={classes.layout}>
          {list}
          <section className={`${classes.detailPane} ${selectedId === null ? classes.hiddenBelowMd : ''}`} aria-label={detailLabel}>
            {selectedId !== null ? (
              <>
                <InAppLink to={listPath} onNavigate={navigate} className={classes.back}>
                  {backText}
                </InAppLink>
                {detail}
              </>
            ) : (
              <p className={classes.empty}>{chooseText}</p>
            )}
          </section>
        </div>
      ) : null}
    </>
  );
}
