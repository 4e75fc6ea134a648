import type { Browser, LaunchOptions } from '@playwright/test'

export declare const CHROMIUM_PATH: string
export declare const CHROMIUM_FLAGS: readonly string[]
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] }
export declare function launchChromium(options?: LaunchOptions): Promise<Browser>
