import type { Locator, Page } from '@playwright/test';
import { expect, test, wakeFramework } from './support/fixtures';

// Spec §3 and §9: a signature pad is 265 x 150 pixels, line width 3, and yields a PNG data URL.
// The drawing surface is exactly 265 x 150 CSS pixels, with its border outside it, and the PNG
// sent (and stored) is 265 x 150 on any screen.

const PATH = '/resources/credit-application';

/** Width and height of a PNG from its IHDR chunk (bytes 16 to 23). */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A stroke across the pad with the mouse. */
async function draw(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  await page.mouse.move(box.x + 20, box.y + 90);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) {
    await page.mouse.move(box.x + 20 + i * 11, box.y + 90 - Math.sin(i / 2.5) * 40, { steps: 3 });
  }
  await page.mouse.up();
}

/** The canvas's content box, border and the size of its bitmap. */
function measure(canvas: Locator) {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const style = getComputedStyle(c);
    const rect = c.getBoundingClientRect();
    const frame = c.parentElement!.getBoundingClientRect();
    return {
      contentWidth: c.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      contentHeight:
        c.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
      canvasBorder: parseFloat(style.borderLeftWidth) + parseFloat(style.borderTopWidth),
      boxWidth: rect.width,
      boxHeight: rect.height,
      frameWidth: frame.width,
      frameHeight: frame.height,
      frameBorder: parseFloat(getComputedStyle(c.parentElement!).borderLeftWidth),
      bitmap: { width: c.width, height: c.height },
    };
  });
}

for (const deviceScaleFactor of [1, 2]) {
  test.describe(`signature pad at ${deviceScaleFactor}x pixel density`, () => {
    test.use({ deviceScaleFactor });

    test('draws on exactly 265 x 150 CSS pixels, border outside, and sends a 265 x 150 PNG the server accepts', async ({
      page,
    }) => {
      await page.goto(PATH);
      // The pad is React's, which starts on the visitor's first move (decision 105).
      await wakeFramework(page);
      const pad = page.getByRole('img', { name: 'Declaration signature pad' });
      await expect(pad).toBeVisible();
      // The drawing library loads after the page (decision 070); it marks the pad once it holds it.
      await expect(pad).toHaveAttribute('data-ready', 'true');

      const size = await measure(pad);
      expect(size.contentWidth).toBe(265);
      expect(size.contentHeight).toBe(150);
      expect(size.canvasBorder).toBe(0);
      expect(size.boxWidth).toBe(265);
      expect(size.boxHeight).toBe(150);
      // The 2 px dashed border is drawn around the surface: 265 + 2 x 2 = 269, 150 + 4 = 154.
      expect(size.frameBorder).toBe(2);
      expect(size.frameWidth).toBe(269);
      expect(size.frameHeight).toBe(154);
      // The bitmap follows the screen's density, so strokes stay crisp.
      expect(size.bitmap).toEqual({
        width: 265 * deviceScaleFactor,
        height: 150 * deviceScaleFactor,
      });

      // A dot at a known point lands there: no scaling, no offset by the border.
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await page.mouse.click(box.x + 100, box.y + 60);
      const inked = await pad.evaluate((c: HTMLCanvasElement, ratio: number) => {
        const data = c.getContext('2d')!.getImageData(100 * ratio, 60 * ratio, 1, 1).data;
        return data[3]! > 0;
      }, deviceScaleFactor);
      expect(inked).toBe(true);

      await draw(page, pad);
      await expect(page.getByText('Declaration signature added.')).toBeVisible();

      await page
        .getByRole('group', { name: 'Applicant Details', exact: true })
        .getByRole('textbox', { name: 'Email', exact: true })
        .fill('signature.pad@example.com');
      await page
        .getByRole('group', { name: 'Declaration', exact: true })
        .getByLabel('Name', { exact: true })
        .fill('Olivia Nguyen');

      const saveRequest = page.waitForRequest('**/tms/save-credit-application');
      const saveResponse = page.waitForResponse('**/tms/save-credit-application');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      const body = (await saveRequest).postDataJSON() as Record<string, string>;
      expect(body.declaration_signature).toBe('signedDeclaration_Olivia Nguyen.png');
      expect(pngSize(body.declarationSignatureBinary!)).toEqual({ width: 265, height: 150 });
      expect(body.actSignatureBinary ?? '').toBe('');

      // The server decodes, checks and stores it.
      expect((await saveResponse).status()).toBe(200);
      await expect(page.locator('.alert-success')).toContainText(
        'Your credit application has been received',
      );
    });
  });
}
