import { o as UI_MESSAGES } from "./messages-CjVDmR-p.js";
// ../contracts/src/domain/dates.ts
/** Every date the site shows is in Colombia's time (UTC-5, no daylight saving). */
var SITE_TIME_ZONE = "America/Bogota";
var MONTHS_ES = [
	"enero",
	"febrero",
	"marzo",
	"abril",
	"mayo",
	"junio",
	"julio",
	"agosto",
	"septiembre",
	"octubre",
	"noviembre",
	"diciembre"
];
var partsFormatter = new Intl.DateTimeFormat("en-US", {
	timeZone: SITE_TIME_ZONE,
	year: "numeric",
	month: "numeric",
	day: "numeric",
	hour: "numeric",
	minute: "numeric",
	weekday: "short",
	hourCycle: "h23"
});
var WEEKDAYS = [
	"Sun",
	"Mon",
	"Tue",
	"Wed",
	"Thu",
	"Fri",
	"Sat"
];
/** A 'YYYY-MM-DD' string is a calendar day in Colombia, not UTC midnight. */
var PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Parses what the API or a form gives; null when missing or invalid. */
function toDate(value) {
	if (value === null || value === void 0 || value === "") return null;
	const date = value instanceof Date ? value : typeof value === "string" && PLAIN_DATE.test(value) ? /* @__PURE__ */ new Date(`${value}T12:00:00-05:00`) : new Date(value);
	return Number.isNaN(date.getTime()) ? null : date;
}
/** Calendar and clock parts of an instant as seen in Bogotá (stable across ICU versions). */
function bogotaDateParts(date) {
	const get = (type) => partsFormatter.formatToParts(date).find((p) => p.type === type)?.value ?? "";
	return {
		year: Number(get("year")),
		month: Number(get("month")),
		day: Number(get("day")),
		hour: Number(get("hour")) % 24,
		minute: Number(get("minute")),
		weekday: WEEKDAYS.indexOf(get("weekday"))
	};
}
/** '7 de abril de 2026'; 'Fecha no disponible' when missing. */
function formatDateEs(value) {
	const date = toDate(value);
	if (!date) return UI_MESSAGES.dateNotAvailable;
	const p = bogotaDateParts(date);
	return `${p.day} de ${MONTHS_ES[p.month - 1]} de ${p.year}`;
}
/** '7 de abril de 2026, 3:05 p. m.' (long month, 12-hour clock, Bogotá); 'Fecha no disponible' when missing. */
function formatDateTimeEs(value) {
	const date = toDate(value);
	if (!date) return UI_MESSAGES.dateNotAvailable;
	const p = bogotaDateParts(date);
	const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
	const period = p.hour < 12 ? "a. m." : "p. m.";
	return `${formatDateEs(date)}, ${hour12}:${String(p.minute).padStart(2, "0")} ${period}`;
}
export { formatDateTimeEs as n, formatDateEs as t };
