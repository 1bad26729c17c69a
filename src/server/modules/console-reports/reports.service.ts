import {
  istMonth,
  REPORT_TREND_MONTHS,
  type BranchMonthFigures,
  type CarUtilisation,
  type ConsoleReport,
} from '../../../shared/console-reports.js';
import type { Db } from '../../db/client.js';
import { moneyByBranchAndMonth, type BranchMonthMoney } from '../payments/index.js';
import {
  branchMonthFigures,
  carUtilisation,
  istMonthInstant,
  type FiguresRow,
} from './reports.queries.js';
import { branchRatings, carRatings, rentBySeason, rentByWeekday } from './reports-mix.queries.js';

/** Hours to one decimal: what the page and the CSV show. */
const hours = (value: number | string) => Math.round(Number(value) * 10) / 10;

/** A branch's month: its bookings with the money its bookings' journal entries moved. */
function toFigures(row: FiguresRow, money: BranchMonthMoney[]): BranchMonthFigures {
  const m = money.find((x) => x.branchId === row.branch_id && x.month === row.month);
  return {
    branchId: row.branch_id,
    branchName: row.branch_name,
    month: row.month,
    bookings: row.bookings,
    cancellations: row.cancellations,
    receivedPaise: m?.receivedPaise ?? 0,
    refundsPaise: m?.refundsPaise ?? 0,
    revenuePaise: m?.revenuePaise ?? 0,
    gstPaise: m?.gstPaise ?? 0,
  };
}

/** The trend sums every branch in scope month by month. */
function sumByMonth(rows: BranchMonthFigures[]): ConsoleReport['trend'] {
  const months = new Map<string, ConsoleReport['trend'][number]>();
  for (const r of rows) {
    const m = months.get(r.month) ?? {
      month: r.month,
      bookings: 0,
      cancellations: 0,
      receivedPaise: 0,
      refundsPaise: 0,
      revenuePaise: 0,
      gstPaise: 0,
    };
    m.bookings += r.bookings;
    m.cancellations += r.cancellations;
    m.receivedPaise += r.receivedPaise;
    m.refundsPaise += r.refundsPaise;
    m.revenuePaise += r.revenuePaise;
    m.gstPaise += r.gstPaise;
    months.set(r.month, m);
  }
  return [...months.values()];
}

/**
 * A month's report for one branch (`branchId`) or every branch (null): the figures by branch,
 * the trend of the months before, utilisation per car = booked / (period − blocked) hours, the
 * month's rent by pickup weekday and by season, and the ratings of the month's reviews.
 */
export async function monthReport(
  db: Db,
  branchId: number | null,
  month = istMonth(new Date()),
): Promise<ConsoleReport> {
  const money = await moneyByBranchAndMonth(
    db,
    branchId,
    istMonthInstant(month, 1 - REPORT_TREND_MONTHS),
    istMonthInstant(month, 1),
  );
  const figures = (await branchMonthFigures(db, branchId, month, REPORT_TREND_MONTHS)).map((row) =>
    toFigures(row, money),
  );
  const cars = (await carUtilisation(db, branchId, month)).map((row): CarUtilisation => {
    const available = Number(row.period_hours) - Number(row.blocked_hours);
    return {
      carId: row.car_id,
      carNumber: row.car_number,
      title: row.title,
      branchName: row.branch_name,
      active: row.active,
      bookedHours: hours(row.booked_hours),
      blockedHours: hours(row.blocked_hours),
      availableHours: hours(available),
      utilisation:
        available > 0 ? Math.round((Number(row.booked_hours) / available) * 1000) / 1000 : null,
    };
  });
  const weekdays = (await rentByWeekday(db, branchId, month)).map((row) => ({
    weekday: row.weekday,
    bookings: row.bookings,
    rentPaise: Number(row.rent_paise),
  }));
  const seasons = (await rentBySeason(db, branchId, month)).map((row) => ({
    seasonId: row.season_id,
    name: row.name,
    nameHi: row.name_hi,
    bookings: row.bookings,
    rentPaise: Number(row.rent_paise),
  }));
  const carStars = (await carRatings(db, branchId, month)).map((row) => ({
    carId: row.car_id,
    carNumber: row.car_number,
    title: row.title,
    branchName: row.branch_name,
    averageRating: Number(row.average),
    reviews: row.reviews,
  }));
  const branchStars = (await branchRatings(db, branchId, month)).map((row) => ({
    branchId: row.branch_id,
    branchName: row.branch_name,
    averageRating: Number(row.average),
    reviews: row.reviews,
  }));
  return {
    month,
    branchId,
    branches: figures.filter((f) => f.month === month),
    trend: sumByMonth(figures),
    cars,
    weekdays,
    seasons,
    carRatings: carStars,
    branchRatings: branchStars,
  };
}
