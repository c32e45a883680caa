/**
 * Returns one value per process for `name`, created on first use. Keeps a single database pool when
 * the server entry and the built app bundle (or Vite's dev reloads) load the same module twice.
 */
export function singleton<T>(name: string, create: () => T): T {
	const store = globalThis as unknown as { __summitSingletons?: Map<string, unknown> }
	store.__summitSingletons ??= new Map()
	if (!store.__summitSingletons.has(name)) store.__summitSingletons.set(name, create())
	return store.__summitSingletons.get(name) as T
}
