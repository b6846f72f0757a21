/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Decline_ReasonInputs */

const en_admin_field_decline_reason = /** @type {(inputs: Admin_Field_Decline_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason declined`)
};

/**
* | output |
* | --- |
* | "Reason declined" |
*
* @param {Admin_Field_Decline_ReasonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_decline_reason = /** @type {((inputs?: Admin_Field_Decline_ReasonInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Decline_ReasonInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_decline_reason(inputs)
});