/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Appointment_CancelledInputs */

const en_error_api_appointment_cancelled = /** @type {(inputs: Error_Api_Appointment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This appointment is already cancelled. You are welcome to book a new time.`)
};

/**
* | output |
* | --- |
* | "This appointment is already cancelled. You are welcome to book a new time." |
*
* @param {Error_Api_Appointment_CancelledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_appointment_cancelled = /** @type {((inputs?: Error_Api_Appointment_CancelledInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Appointment_CancelledInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_appointment_cancelled(inputs)
});