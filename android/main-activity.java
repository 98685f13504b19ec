// What the game adds to miniquad's activity (its MainActivity.java, each block at its `//%`
// marker; cargo-quad-apk puts them there, as quad.toml asks): the system's photo picker for
// Import, From a photo. The game asks for it from its render thread (peerlessAskPhoto, through
// src/app/platform/android/jni.rs); the picture chosen comes back to the game's library as its
// bytes (peerlessPhoto), read here on the UI thread, at most MAX_PHOTO bytes of it.

//% IMPORTS
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
//% END

//% MAIN_ACTIVITY_BODY
private static final int PEERLESS_PHOTO_REQUEST = 0x7e51;
// One byte past the reader's limit (64 MB): a larger file is refused as too large, whole.
private static final int PEERLESS_MAX_PHOTO = 64 * 1024 * 1024 + 1;

// Opens the system's picker of a photo: Android 13's photo picker, else the chooser of an
// image's document (the gallery, the files, the cloud's). Called from the game's thread.
public void peerlessAskPhoto() {
    runOnUiThread(new Runnable() {
        @Override
        public void run() {
            Intent intent;
            if (Build.VERSION.SDK_INT >= 33) {
                intent = new Intent("android.provider.action.PICK_IMAGES");
            } else {
                intent = new Intent(Intent.ACTION_GET_CONTENT);
                intent.addCategory(Intent.CATEGORY_OPENABLE);
            }
            intent.setType("image/*");
            try {
                startActivityForResult(intent, PEERLESS_PHOTO_REQUEST);
            } catch (Exception e) {
                Log.w("SAPP", "peerless: no photo picker: " + e);
                peerlessPhoto(null);
            }
        }
    });
}

// The photo's bytes for the game; null when the picture chosen could not be read.
private static native void peerlessPhoto(byte[] bytes);

// The bytes at `uri`, at most PEERLESS_MAX_PHOTO of them; null when they cannot be read.
private byte[] peerlessRead(android.net.Uri uri) {
    InputStream in = null;
    try {
        in = getContentResolver().openInputStream(uri);
        if (in == null) {
            return null;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        int read;
        while (out.size() < PEERLESS_MAX_PHOTO && (read = in.read(buffer)) > 0) {
            out.write(buffer, 0, Math.min(read, PEERLESS_MAX_PHOTO - out.size()));
        }
        return out.toByteArray();
    } catch (Exception e) {
        Log.w("SAPP", "peerless: the photo could not be read: " + e);
        return null;
    } finally {
        if (in != null) {
            try {
                in.close();
            } catch (Exception e) {
                // Read already, or not at all: nothing to do.
            }
        }
    }
}
//% END

//% MAIN_ACTIVITY_ON_ACTIVITY_RESULT
// A picker closed without a photo brings nothing.
if (requestCode == PEERLESS_PHOTO_REQUEST && resultCode == Activity.RESULT_OK
        && data != null && data.getData() != null) {
    peerlessPhoto(peerlessRead(data.getData()));
}
//% END
