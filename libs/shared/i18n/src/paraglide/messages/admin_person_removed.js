/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Person_RemovedInputs */

const en_admin_person_removed = /** @type {(inputs: Admin_Person_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff role removed`)
};

/**
* | output |
* | --- |
* | "Staff role removed" |
*
* @param {Admin_Person_RemovedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_removed = /** @type {((inputs?: Admin_Person_RemovedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Person_RemovedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_person_removed(inputs)
});