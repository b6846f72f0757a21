/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Overview_WaitingInputs */

const en_admin_overview_waiting = /** @type {(inputs: Admin_Overview_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`still new`)
};

/**
* | output |
* | --- |
* | "still new" |
*
* @param {Admin_Overview_WaitingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_waiting = /** @type {((inputs?: Admin_Overview_WaitingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Overview_WaitingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_overview_waiting(inputs)
});