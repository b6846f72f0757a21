/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_SubmitInputs */

const en_admin_cancel_submit = /** @type {(inputs: Admin_Cancel_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel appointment`)
};

/**
* | output |
* | --- |
* | "Cancel appointment" |
*
* @param {Admin_Cancel_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_submit = /** @type {((inputs?: Admin_Cancel_SubmitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_SubmitInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_cancel_submit(inputs)
});