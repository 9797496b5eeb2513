import type { ApplicantStage } from '@intake/contracts/applicant-records';
import { SIDE_MENU_COLLAPSED_PX, SIDE_MENU_OPEN_PX } from '@intake/contracts/constants';
import { recordsCopy } from '@intake/contracts/copy/applicant-records';
import { ActionIcon } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link, type To } from 'react-router';
import { initialsOf } from '../labels';
import { stageKeys } from '../records-query';
import classes from './stage-menu.module.css';

type StageMenuProps = {
  active: ApplicantStage;
  collapsed: boolean;
  onToggle: () => void;
  /** The query string of the list filtered by `stage`, from page 1. */
  hrefFor: (stage: ApplicantStage) => To;
};

/**
 * The records' left menu (docs/spec/portal-spec.md §2, §9): one entry per stage, 240 px open and 70 px collapsed to
 * initials. On a phone it is a horizontal strip that scrolls. Entries are links, so a stage can be
 * opened in a new tab or shared.
 */
export function StageMenu({ active, collapsed, onToggle, hrefFor }: StageMenuProps) {
  const width = collapsed ? SIDE_MENU_COLLAPSED_PX : SIDE_MENU_OPEN_PX;
  return (
    <nav
      aria-label={recordsCopy.menuLabel}
      className={classes.menu}
      data-collapsed={collapsed || undefined}
      style={{ '--menu-width': `${width}px` } as CSSProperties}
    >
      <ActionIcon
        className={classes.toggle}
        variant="default"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? recordsCopy.expandMenu : recordsCopy.collapseMenu}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
      </ActionIcon>
      <ul className={classes.list}>
        {stageKeys.map((stage) => {
          const label = recordsCopy.stages[stage];
          return (
            <li key={stage}>
              <Link
                to={hrefFor(stage)}
                className={classes.entry}
                aria-current={stage === active ? 'page' : undefined}
                title={collapsed ? label : undefined}
              >
                <span className={classes.initials} aria-hidden="true">
                  {initialsOf(label)}
                </span>
                <span className={classes.label}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
