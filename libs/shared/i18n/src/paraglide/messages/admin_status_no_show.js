/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_No_ShowInputs */

const en_admin_status_no_show = /** @type {(inputs: Admin_Status_No_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No show`)
};

/**
* | output |
* | --- |
* | "No show" |
*
* @param {Admin_Status_No_ShowInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_no_show = /** @type {((inputs?: Admin_Status_No_ShowInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_No_ShowInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_status_no_show(inputs)
});