import type { ComponentProps } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { Link } from './link';
import styles from './neighbour-link.module.css';

export const neighboursClassName = styles.neighbours;

type NeighbourLinkProps = Omit<ComponentProps<typeof Link>, 'className' | 'children'> & {
  direction: 'previous' | 'next';
  label: string;
  name: string;
};

/** A talent or post before or after this one, named by its words: "Next talent Ana Silva". */
export function NeighbourLink({ direction, label, name, ...link }: NeighbourLinkProps) {
  return (
    <Link {...link} className={`${styles.neighbour} ${direction === 'next' ? styles.next : ''}`}>
      {direction === 'previous' && <ChevronLeftIcon />}
      <span className={styles.text}>
        <span className={styles.label}>{label}</span> <span className={styles.name}>{name}</span>
      </span>
      {direction === 'next' && <ChevronRightIcon />}
    </Link>
  );
}
