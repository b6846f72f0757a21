/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Person_Signed_OutInputs */

const en_admin_person_signed_out = /** @type {(inputs: Admin_Person_Signed_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed out of ${i?.count} sessions`)
};

/**
* | output |
* | --- |
* | "Signed out of {count} sessions" |
*
* @param {Admin_Person_Signed_OutInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_signed_out = /** @type {((inputs: Admin_Person_Signed_OutInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Person_Signed_OutInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_person_signed_out(inputs)
});