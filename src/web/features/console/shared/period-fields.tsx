import { TextField } from '../../../components/text-field';

/** Booking periods run in half-hour steps (the server checks them: shared/booking-change.ts). */
const HALF_HOUR_SECONDS = 1800;

/** A booking's pickup and drop, as date and time in the half-hour steps a booking allows. */
export function PeriodFields({
  labels,
  pickup,
  drop,
  onPickup,
  onDrop,
}: {
  labels: { pickup: string; drop: string };
  pickup: string;
  drop: string;
  onPickup: (value: string) => void;
  onDrop: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label={labels.pickup}
        type="datetime-local"
        step={HALF_HOUR_SECONDS}
        value={pickup}
        onChange={(e) => onPickup(e.target.value)}
      />
      <TextField
        label={labels.drop}
        type="datetime-local"
        step={HALF_HOUR_SECONDS}
        value={drop}
        onChange={(e) => onDrop(e.target.value)}
      />
    </>
  );
}
