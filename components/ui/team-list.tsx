import type { StaffMember } from '@/lib/content/types';
import styles from './team-list.module.css';

/** A plain address only: anything else from the panel is shown as text, never put in a mailto link. */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export function TeamList({ staff }: { staff: StaffMember[] }) {
  return (
    <ul className={styles.team}>
      {staff.map((member) => (
        <li key={member.id} className={styles.member}>
          <p className={styles.name}>{member.name}</p>
          {member.role && <p className={styles.role}>{member.role}</p>}
          {member.email &&
            (EMAIL.test(member.email) ? (
              <a className={styles.email} href={`mailto:${member.email}`}>
                {member.email}
              </a>
            ) : (
              <p className={styles.email}>{member.email}</p>
            ))}
        </li>
      ))}
    </ul>
  );
}
