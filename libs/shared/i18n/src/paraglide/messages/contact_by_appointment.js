/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_By_AppointmentInputs */

const en_contact_by_appointment = /** @type {(inputs: Contact_By_AppointmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By appointment and remote`)
};

/**
* | output |
* | --- |
* | "By appointment and remote" |
*
* @param {Contact_By_AppointmentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_by_appointment = /** @type {((inputs?: Contact_By_AppointmentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_By_AppointmentInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_by_appointment(inputs)
});