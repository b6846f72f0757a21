/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Person_Remove_StaffInputs */

const en_admin_person_remove_staff = /** @type {(inputs: Admin_Person_Remove_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove staff role`)
};

/**
* | output |
* | --- |
* | "Remove staff role" |
*
* @param {Admin_Person_Remove_StaffInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_remove_staff = /** @type {((inputs?: Admin_Person_Remove_StaffInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Person_Remove_StaffInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_person_remove_staff(inputs)
});