/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Aside_ScheduleInputs */

const en_service_aside_schedule = /** @type {(inputs: Service_Aside_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule an Appointment`)
};

/**
* | output |
* | --- |
* | "Schedule an Appointment" |
*
* @param {Service_Aside_ScheduleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const service_aside_schedule = /** @type {((inputs?: Service_Aside_ScheduleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Aside_ScheduleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_service_aside_schedule(inputs)
});