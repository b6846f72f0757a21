/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Action_ScheduleInputs */

const en_contact_action_schedule = /** @type {(inputs: Contact_Action_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule an appointment`)
};

/**
* | output |
* | --- |
* | "Schedule an appointment" |
*
* @param {Contact_Action_ScheduleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_action_schedule = /** @type {((inputs?: Contact_Action_ScheduleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Action_ScheduleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_action_schedule(inputs)
});