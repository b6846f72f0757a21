/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Person_Grant_StaffInputs */

const en_admin_person_grant_staff = /** @type {(inputs: Admin_Person_Grant_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make staff`)
};

/**
* | output |
* | --- |
* | "Make staff" |
*
* @param {Admin_Person_Grant_StaffInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_grant_staff = /** @type {((inputs?: Admin_Person_Grant_StaffInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Person_Grant_StaffInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_person_grant_staff(inputs)
});