package android.webkit;

/** Stub of android.webkit.WebBackForwardList. */
public abstract class WebBackForwardList {}
