/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Person_GrantedInputs */

const en_admin_person_granted = /** @type {(inputs: Admin_Person_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff role granted`)
};

/**
* | output |
* | --- |
* | "Staff role granted" |
*
* @param {Admin_Person_GrantedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_granted = /** @type {((inputs?: Admin_Person_GrantedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Person_GrantedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_person_granted(inputs)
});