import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { skipToken } from '@reduxjs/toolkit/query';
import { KIDS_MAX, KIDS_MIN, type Room, type RoomsQuery } from '@party/domain';
import { Badge, ChoiceCard, FieldGroup, QueryStatus, revealBelow, useGetRoomsQuery, useShownError } from '@party/shared-ui';
import type { BookingFormValues } from '../../shared/draft/form-values';
import styles from './party-details.module.css';

/** The rooms query runs only when the time slot, number of kids, date and package duration are all set. */
function roomsArgs(values: BookingFormValues): RoomsQuery | undefined {
  const { timeSlot, numberOfKids, date, selectedPackage } = values;
  if (!timeSlot || !date || !selectedPackage?.duration) return undefined;
  if (!Number.isInteger(numberOfKids) || numberOfKids < KIDS_MIN || numberOfKids > KIDS_MAX) return undefined;
  return { timeSlots: timeSlot.time, numberOfKids: String(numberOfKids), date, duration: String(selectedPackage.duration) };
}

const isAvailable = (room: Room) => room.availability.availableByDefault;

/** The room cards; unavailable rooms cannot be chosen. 'Room Not Available' when none can be. */
export function RoomPicker() {
  const { values, setValues, setFieldValue } = useFormikContext<BookingFormValues>();
  const error = useShownError('room');
  const args = roomsArgs(values);
  const rooms = useGetRoomsQuery(args ?? skipToken, { refetchOnMountOrArgChange: true });

  // Loading rooms for other details also clears the room (a new package can change the duration).
  const argsKey = args ? JSON.stringify(args) : '';
  const loadedFor = useRef(argsKey);
  // Rooms asked for by a choice made on the page (a time slot) come into view once they arrive:
  // on a phone they would appear below the fold.
  const revealWhenLoaded = useRef(false);
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loadedFor.current === argsKey) return;
    loadedFor.current = argsKey;
    revealWhenLoaded.current = argsKey !== '';
    if (values.room) void setFieldValue('room', null);
  }, [argsKey, values.room, setFieldValue]);
  useEffect(() => {
    if (!revealWhenLoaded.current || rooms.isFetching || !rooms.data) return;
    revealWhenLoaded.current = false;
    revealBelow(section.current);
  }, [rooms.isFetching, rooms.data]);

  const chosenId = values.room ? String(values.room.id) : '';
  return (
    <div ref={section}>
      <FieldGroup
        legend="Room"
        field="room"
        error={error}
        hint={args ? undefined : `Choose a package, a date, a time slot and ${KIDS_MIN} to ${KIDS_MAX} kids to see the rooms.`}
      >
        {args ? (
          <QueryStatus query={rooms} everyFetch loadingLabel="Loading rooms…" errorTitle="Failed to fetch rooms">
            {rooms.data?.some(isAvailable) ? null : <p className={styles.none}>Room Not Available</p>}
            <div className={styles.cardGrid}>
              {(rooms.data ?? []).map((room) => (
                <ChoiceCard
                  key={room.id}
                  name="room"
                  value={String(room.id)}
                  checked={chosenId === String(room.id)}
                  disabled={!isAvailable(room)}
                  onChange={() => void setValues({ ...values, room })}
                  title={room.name}
                  image={{ src: room.imageUrl, alt: '' }}
                  badge={<Badge tone={isAvailable(room) ? 'success' : 'danger'}>{isAvailable(room) ? 'Available' : 'Unavailable'}</Badge>}
                >
                  <span className={styles.cardText}>{room.description}</span>
                  <span className={styles.price}>Up to {room.maxCapacity} kids</span>
                </ChoiceCard>
              ))}
            </div>
          </QueryStatus>
        ) : null}
      </FieldGroup>
    </div>
  );
}
