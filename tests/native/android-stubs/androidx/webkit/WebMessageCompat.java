package androidx.webkit;

/** Fake of androidx.webkit.WebMessageCompat: a string message. */
public class WebMessageCompat {
    private final String data;

    public WebMessageCompat(String data) { this.data = data; }
    public String getData() { return data; }
}
